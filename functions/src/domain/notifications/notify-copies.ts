/**
 * The copy of each CatRep's notification switches and push in their `private/hidden`
 * (HiddenDoc.notify) for a store from before it existed (README "Operators"): whoever saved
 * settings gets the copy `PUT /users/user/notification-settings` now writes with them, so the
 * notifications they switched off stay off. Run by `npm run backfill-notify-copies`
 * (operators/backfill-notify-copies.ts); running it again changes nothing.
 */
import pMap from 'p-map';
import { isBeingDeleted, notifyCopyOf } from '@catrep/model';
import { isDeepStrictEqual } from 'node:util';
import { db } from '../../core/firebase.js';
import { hiddenRef, notificationSettingsRef, users } from '../../store/collections.js';
import { forEachPage } from '../../store/every-page.js';

/** What a backfill did: CatReps read, copies written. */
export interface NotifyCopies {
  read: number;
  copied: number;
}

/**
 * Copies the saved switches and push of every CatRep into their `private/hidden`, `pageSize`
 * profiles a page; `onPage` hears the running counts. Each copy is written in a transaction that
 * reads the profile, the settings and the hidden list: nothing for an account being deleted, for a
 * CatRep who never saved settings (the defaults hold) or whose copy is already right. Safe to run
 * while CatReps change their settings.
 */
export async function copyNotifySettings({
  pageSize = 300,
  onPage = (_done: NotifyCopies) => {},
} = {}): Promise<NotifyCopies> {
  const done: NotifyCopies = { read: 0, copied: 0 };
  await forEachPage(users.select(), pageSize, async (docs) => {
    await pMap(
      docs,
      async (d) => {
        const copied = await db.runTransaction(async (tx) => {
          const [profile, settings, hidden] = await Promise.all([
            tx.get(d.ref),
            tx.get(notificationSettingsRef(d.id)),
            tx.get(hiddenRef(d.id)),
          ]);
          const saved = settings.data();
          if (!profile.exists || isBeingDeleted(profile.data()!)) return false;
          if (saved?.kinds === undefined && saved?.push === undefined) return false;
          const copy = notifyCopyOf({ kinds: saved.kinds ?? {}, push: saved.push ?? false });
          if (isDeepStrictEqual(hidden.data()?.notify, copy)) return false;
          tx.set(hiddenRef(d.id), { notify: copy }, { mergeFields: ['notify'] });
          return true;
        });
        if (copied) done.copied += 1;
      },
      { concurrency: 10 },
    );
    done.read += docs.length;
    onPage({ ...done });
  });
  return done;
}
