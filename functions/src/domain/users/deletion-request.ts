/**
 * Starting an account deletion (README "Leaving CatRep"): the to-do `accountDeletions/{uid}` that
 * the `accountDeletionOnRequest` trigger works through (domain/users/deletion.ts). Started by
 * DELETE /users/user, by an operator deleting the Auth user and by the expiry of guest accounts.
 */
import { FieldValue } from 'firebase-admin/firestore';
import type { AccountDeletionCause } from '@catrep/model';
import { db } from '../../core/firebase.js';
import { accountDeletions, users } from '../../store/collections.js';

/**
 * Stores the to-do of deleting account `uid` (and marks its profile, when there is one), unless
 * one is there already. `email` is the account's, lower case, when known. Resolves whether a new
 * job was started. Shared by DELETE /users/user and the Auth and expiry triggers.
 */
export async function startAccountDeletion(
  uid: string,
  cause: AccountDeletionCause,
  email: string | null,
): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const todo = accountDeletions.doc(uid);
    const [existing, profile] = await Promise.all([tx.get(todo), tx.get(users.doc(uid))]);
    if (existing.exists) return false;
    tx.create(todo, { cause, requestedAt: FieldValue.serverTimestamp(), email });
    if (profile.exists) tx.update(profile.ref, { deleting: true, searchKeys: [] });
    return true;
  });
}
