/**
 * Who may read what (docs/product.md §4 Diary tab visibility, §6; docs/architecture.md §2 Visibility): the
 * one server function that holds the visibility rule for REST reads. firestore.rules holds the same rule for
 * client reads (`canReadItem`); both apply the model's `isVisibleTo`.
 */
import { isForConnections, isVisibleTo } from '@catrep/model';
import type { Viewer } from '../core/viewer.js';
import { relationState } from './relations.js';

/** Something with a visibility (1 everyone, 2 my CatReps, 3 only me) and an owner. */
export interface Visible {
  visibility: number;
  /** The owner's uid: a post's author, a cat's owner. */
  ownerId: string;
}

/**
 * Whether `viewer` may read `item`: the owner always; anyone signed in (guests too) when it is
 * public; a CatRep connected with the owner (one read of `users/{ownerId}/relations/{viewer}`,
 * only when it matters) when it is for my CatReps; nobody else. Never throws for a missing
 * relation.
 */
export async function canRead(viewer: Viewer, item: Visible): Promise<boolean> {
  const uid = viewer.kind === 'guest' ? (viewer.uid ?? 'guest') : viewer.uid;
  const isOwner = viewer.kind === 'catrep' && item.ownerId === viewer.uid;
  const isConnected =
    viewer.kind === 'catrep' &&
    !isOwner &&
    isForConnections(item.visibility) &&
    (await relationState(item.ownerId, viewer.uid)) === 'connected';
  return isVisibleTo(item.visibility, { uid, isOwner, isConnected });
}

/** The visibility fields of a post (`feeds/{feedId}`) for canRead. */
export const postVisibility = (post: { visibility: number; userId: string }): Visible => ({
  visibility: post.visibility,
  ownerId: post.userId,
});
