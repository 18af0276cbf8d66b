/**
 * `DELETE /users/user` (README "Leaving CatRep"; docs/product.md §7 Users): a CatRep deletes their
 * account. The password is asked again (a fresh proof, not only the session:
 * domain/users/password-proof.ts).
 *
 * The request only starts the job: in one transaction it marks the profile `deleting` (gone for
 * everyone else from that moment, as the rules and the API treat a suspended CatRep) and stores
 * the to-do `accountDeletions/{uid}`; then it disables the Auth user and revokes its sessions,
 * so every later call with its ID tokens is refused. The `accountDeletionOnRequest` trigger does
 * the rest (domain/users/deletion.ts).
 */
import { Router } from 'express';
import { deleteAccountRequest, leavingMessages } from '@catrep/model';
import { auth } from '../../core/firebase.js';
import { requireCatRep } from '../../http/caller.js';
import { parse } from '../../core/validate.js';
import { clientAddress } from '../../http/client.js';
import { proveOwnPassword } from '../../domain/users/password-proof.js';
import { startAccountDeletion } from '../../domain/users/deletion-request.js';

export const leavingRouter = Router();

/**
 * DELETE /users/user `{ password }`: 200 `{ message }` once the job is started (the account is
 * unusable from then on); 400 `wrong-password` with leavingMessages.wrongPassword; 429 while the
 * login throttle holds the account or address back; 403 for guests.
 */
leavingRouter.delete('/users/user', async (req, res) => {
  const { uid } = requireCatRep(req);
  const { password } = parse(deleteAccountRequest, req.body);
  const email = await proveOwnPassword(clientAddress(req), uid, password);
  await startAccountDeletion(uid, 'catrep', email);
  await auth.updateUser(uid, { disabled: true });
  await auth.revokeRefreshTokens(uid);
  res.json({ message: leavingMessages.accountDeleted });
});
