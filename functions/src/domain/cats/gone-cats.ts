/**
 * `goneCats` on the profiles of a store from before it existed (UserDoc.goneCats; README
 * "Operators"): every cat in Catchies and every cat being deleted is named on its owner's profile,
 * as passing away and `DELETE /cats/{id}` now write it in their own transactions, so CatChat
 * refuses their messages without reading the cat. Run by `npm run backfill-gone-cats`
 * (operators/backfill-gone-cats.ts); running it again changes nothing.
 */
import pMap from 'p-map';
import { isBeingDeleted, type CatDoc, type GoneCat } from '@catrep/model';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../core/firebase.js';
import { cats, users } from '../../store/collections.js';
import { forEachPage } from '../../store/every-page.js';

/** What a backfill did: cats read, profiles given a cat. */
export interface GoneCatsMarked {
  read: number;
  marked: number;
}

/** Why `cat` sends nothing, or null when it still may (or is no more). */
function goneAs(cat: CatDoc | undefined): GoneCat | null {
  if (!cat) return null;
  if (isBeingDeleted(cat)) return 'deleting';
  return cat.alive ? null : 'passedAway';
}

/**
 * Names each cat in Catchies or being deleted on its owner's profile, `pageSize` cats a page;
 * `onPage` hears the running counts. Each is written in a transaction that reads the cat and the
 * profile again: a profile being deleted or already naming the cat so is left as it is. Safe to
 * run while CatReps edit and delete cats.
 */
export async function markGoneCats({
  pageSize = 300,
  onPage = (_done: GoneCatsMarked) => {},
} = {}): Promise<GoneCatsMarked> {
  const done: GoneCatsMarked = { read: 0, marked: 0 };
  const mark = async (found: QueryDocumentSnapshot<CatDoc>) => {
    const marked = await db.runTransaction(async (tx) => {
      const [cat, owner] = await Promise.all([
        tx.get(found.ref),
        tx.get(users.doc(found.get('ownerId') as string)),
      ]);
      const gone = goneAs(cat.data());
      const profile = owner.data();
      if (!gone || !profile || isBeingDeleted(profile) || profile.goneCats?.[cat.id] === gone) return false;
      tx.update(owner.ref, { [`goneCats.${cat.id}`]: gone });
      return true;
    });
    if (marked) done.marked += 1;
  };
  for (const query of [cats.where('alive', '==', false), cats.where('deleting', '==', true)]) {
    await forEachPage(query, pageSize, async (docs) => {
      await pMap(docs, mark, { concurrency: 10 });
      done.read += docs.length;
      onPage({ ...done });
    });
  }
  return done;
}
