/**
 * Who may change what someone wrote (docs/product.md §6: the author and an admin-type user). The admin is a
 * custom claim `admin: true`, set by an operator with `npm run set-admin`.
 */
import type { Request } from 'express';
import type { Caller } from '../core/viewer.js';
import { requireVerified } from './caller.js';
import { forbidden } from '../core/errors.js';

/** Throws 403 unless `caller` wrote it (`authorId`) or is an admin. */
export function requireAuthorOrAdmin(caller: Caller & { kind: 'catrep' }, authorId: string): void {
  if (caller.uid !== authorId && !caller.admin) throw forbidden();
}

/** A moderator: a verified CatRep with the `admin` claim (README "Operators"); 403 for anyone else. */
export function requireAdmin(req: Request): Caller & { kind: 'catrep' } {
  const caller = requireVerified(req);
  if (!caller.admin) throw forbidden();
  return caller;
}
