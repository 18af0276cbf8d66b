/**
 * Who a block stands between (README "Trust and safety"): `users/{uid}/private/hidden` holds, for
 * each CatRep, the others a block stands between them and — in either direction — so one read
 * answers "may these two see each other". The API's reads ask here; firestore.rules ask
 * `users/{owner}/blocks/{viewer}` where a rule can prove it. A suspended CatRep is reached by
 * nobody either (`requireReachable`).
 */
import type { Transaction } from 'firebase-admin/firestore';
import type { Viewer } from '../core/viewer.js';
import { notFound } from '../core/errors.js';
import { hiddenRef, users } from './collections.js';

/** The CatReps hidden from `uid` by a block either way, and those uid muted (read in `tx` when given). */
export async function hiddenFor(
  uid: string,
  tx?: Transaction,
): Promise<{ uids: Set<string>; muted: Set<string> }> {
  const ref = hiddenRef(uid);
  const hidden = (tx ? await tx.get(ref) : await ref.get()).data();
  return { uids: new Set(hidden?.uids ?? []), muted: new Set(hidden?.muted ?? []) };
}

/** Whether a block stands between a and b (either blocked the other). One read, in `tx` when given. */
export async function blockedBetween(a: string, b: string, tx?: Transaction): Promise<boolean> {
  return (await hiddenFor(a, tx)).uids.has(b);
}

/** What `viewer` does not see: nothing for guests, the block set (and mutes) for a CatRep. */
export async function hiddenForViewer(viewer: Viewer): Promise<{ uids: Set<string>; muted: Set<string> }> {
  if (viewer.kind !== 'catrep') return { uids: new Set(), muted: new Set() };
  return hiddenFor(viewer.uid);
}

/**
 * 404 (as for something that is not there) when `viewer` may not reach what `ownerUid` owns: a
 * block stands between them (the profile, cats, CatAlog and CatBlog of either are not found by
 * the other through the API), a moderator suspended the owner (found by nobody but the owner
 * and moderators until it is lifted), or the owner is deleting their account (README "Leaving
 * CatRep": found by nobody from that moment).
 */
export async function requireReachable(viewer: Viewer, ownerUid: string): Promise<void> {
  if (viewer.kind === 'catrep' && viewer.uid === ownerUid) return;
  const [blocked, owner] = await Promise.all([
    viewer.kind === 'catrep' ? blockedBetween(viewer.uid, ownerUid) : false,
    users.doc(ownerUid).get(),
  ]);
  const moderator = viewer.kind === 'catrep' && viewer.admin;
  const profile = owner.data();
  if (blocked || profile?.deleting === true || (profile?.suspended === true && !moderator)) throw notFound();
}
