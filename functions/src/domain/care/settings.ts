/**
 * A CatRep's care settings (README "Care and the cat's days"): the unit their cats' weights are
 * shown in, `users/{uid}/private/care`, their own alone. Written in a guarded transaction
 * (domain/guard.ts), so an account being deleted or suspended changes nothing.
 */
import type { CareSettingsDoc } from '@catrep/model';
import { careSettingsRef } from '../../store/collections.js';
import { guarded } from '../guard.js';

/** CatRep `uid`'s care settings become `settings`. Throws the guard's refusals. */
export async function saveCareSettings(uid: string, settings: CareSettingsDoc): Promise<void> {
  await guarded(uid, async (g) => {
    g.tx.set(careSettingsRef(uid), settings);
  });
}
