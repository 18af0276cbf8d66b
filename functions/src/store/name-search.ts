/**
 * Search by name (SPEC §5 Search: prefix of any word, any case), shared by the CatRep and the
 * cat search. Documents keep lower-case prefixes of their names' words in `searchKeys`.
 */
import { USER_SEARCH_LIMIT } from '@catrep/model';
import type { CollectionReference, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** How long the stored prefixes are at most (model `searchKeys`). */
const KEY_LENGTH = 20;

/**
 * True when a word of `text` starts with `key` (lower case). Search keys hold prefixes of at most
 * 20 characters, so a longer query must be checked against the names themselves.
 */
function hasWordStartingWith(text: string, key: string): boolean {
  return (
    key.length <= KEY_LENGTH ||
    text
      .toLowerCase()
      .split(/\s+/)
      .some((word) => word.startsWith(key))
  );
}

/**
 * Up to 10 documents of `collection` with a word of their name (`nameOf`) starting with the
 * first word of `query`, any case; '' finds none.
 */
export async function searchByName<T extends { searchKeys: string[] }>(
  collection: CollectionReference<T>,
  query: string,
  nameOf: (doc: T) => string,
): Promise<QueryDocumentSnapshot<T>[]> {
  const key = query.toLowerCase().split(/\s+/)[0];
  if (!key) return [];
  const snap = await collection
    .where('searchKeys', 'array-contains', key.slice(0, KEY_LENGTH))
    .limit(USER_SEARCH_LIMIT)
    .get();
  return snap.docs.filter((d) => hasWordStartingWith(nameOf(d.data()), key));
}
