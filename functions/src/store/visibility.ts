/**
 * Who may read what (docs/product.md §4 Diary tab visibility, §6; docs/architecture.md §2 Visibility): the
 * one server function that holds the visibility rule for REST reads. firestore.rules holds the same rule for
 * client reads (`canReadItem`); both apply the model's `isVisibleTo`.
 */
import type { Transaction } from 'firebase-admin/firestore';
import { isForConnections, isVisibleTo } from '@catrep/model';
import type { Viewer } from '../core/viewer.js';
import { relations } from './collections.js';

/** Something with a visibility (1 everyone, 2 my CatReps, 3 only me) and an owner. */
export interface Visible {
  visibility: number;
  /** The owner's uid: a post's author, a cat's owner. */
  ownerId: string;
}

/**
 * Whether `viewer` may read `item`: the owner always; anyone signed in (guests too) when it is
 * public; a CatRep connected with the owner (one read of `users/{ownerId}/relations/{viewer}`,
 * only when it matters, in `tx` when given) when it is for my CatReps; nobody else. Never throws
 * for a missing relation.
 */
export async function canRead(viewer: Viewer, item: Visible, tx?: Transaction): Promise<boolean> {
  const uid = viewer.kind === 'guest' ? (viewer.uid ?? 'guest') : viewer.uid;
  const isOwner = viewer.kind === 'catrep' && item.ownerId === viewer.uid;
  const isConnected =
    viewer.kind === 'catrep' &&
    !isOwner &&
    isForConnections(item.visibility) &&
    (await connectedIn(item.ownerId, viewer.uid, tx));
  return isVisibleTo(item.visibility, { uid, isOwner, isConnected });
}

/** Whether `uid` and `other` are connected: one relation read, in `tx` when given. */
async function connectedIn(uid: string, other: string, tx?: Transaction): Promise<boolean> {
  const ref = relations.of(uid).doc(other);
  const snap = tx ? await tx.get(ref) : await ref.get();
  return snap.data()?.state === 'connected';
}

/** The visibility fields of a post (`feeds/{feedId}`) for canRead. */
export const postVisibility = (post: { visibility: number; userId: string }): Visible => ({
  visibility: post.visibility,
  ownerId: post.userId,
});
