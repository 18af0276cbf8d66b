/**
 * Search by name (docs/product.md §5 Search: prefix of any word, any case), shared by the CatRep and the
 * cat search. Documents keep lower-case prefixes of their names' words in `searchKeys`, cut by
 * grapheme (model `searchKeys`), so names in any script and with emoji are found.
 */
import {
  SEARCH_KEY_GRAPHEMES,
  USER_SEARCH_LIMIT,
  graphemePrefix,
  graphemes,
  searchWords,
} from '@catrep/model';
import type { CollectionReference, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/**
 * True when a word of `text` starts with `key` (a search word). Search keys hold prefixes of at
 * most 20 graphemes, so a longer query must be checked against the names themselves.
 */
function hasWordStartingWith(text: string, key: string): boolean {
  return (
    graphemes(key).length <= SEARCH_KEY_GRAPHEMES || searchWords(text).some((word) => word.startsWith(key))
  );
}

/**
 * Up to 10 documents of `collection` with a word of their name (`nameOf`) starting with the
 * first word of `query`, any case; '' (or only invisible characters) finds none.
 */
export async function searchByName<T extends { searchKeys: string[] }>(
  collection: CollectionReference<T>,
  query: string,
  nameOf: (doc: T) => string,
): Promise<QueryDocumentSnapshot<T>[]> {
  const key = searchWords(query)[0];
  if (!key) return [];
  const snap = await collection
    .where('searchKeys', 'array-contains', graphemePrefix(key, SEARCH_KEY_GRAPHEMES))
    .limit(USER_SEARCH_LIMIT)
    .get();
  return snap.docs.filter((d) => hasWordStartingWith(nameOf(d.data()), key));
}
