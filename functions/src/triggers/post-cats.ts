/**
 * The cats posts name keep their names (README "CatShare", "Who is in it?"): each post keeps the
 * cats it names as cards (id, name, owner), so its card needs no read of each cat; when a cat is
 * renamed, this trigger gives those posts the new name (domain/feeds/post-cats.ts
 * `refreshCatInPosts`). A deleted cat leaves them through its deletion (domain/cats/deletion.ts).
 */
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { isBeingDeleted } from '@catrep/model';
import { refreshCatInPosts } from '../domain/feeds/post-cats.js';
import { converters } from '../store/collections.js';

/** cats/{catId} updated with another name: the posts naming it follow. */
export const postCatsOnCat = onDocumentUpdated({ document: 'cats/{catId}', retry: true }, async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  if (!before?.exists || !after?.exists) return;
  const was = converters.cat.fromFirestore(before);
  const is = converters.cat.fromFirestore(after);
  if (was.name === is.name || isBeingDeleted(is)) return;
  await refreshCatInPosts(event.params.catId);
});
