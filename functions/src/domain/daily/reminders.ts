/**
 * Care reminders of a CatRep's day (README "Care and the cat's days", reminders): a vaccination or
 * treatment with a next due date reminds its owner 7 days before it, on the day and 7 days after,
 * each once, unless a newer entry of the same vaccine or treatment type (the same `series`, with a
 * later date) was entered meanwhile, or the cat passed away or is being deleted. One query finds
 * the CatRep's entries reminding that day (`remindOn` holds the three days, model care.ts).
 */
import pMap from 'p-map';
import {
  careSubject,
  isBeingDeleted,
  reminderStageOn,
  slug,
  type CareEntryDoc,
  type TreatmentFields,
  type VaccinationFields,
} from '@catrep/model';
import { careEntries, cats } from '../../store/collections.js';
import { reminderSubject } from '../care/entries.js';
import type { Notice } from '../notifications/notices.js';

/** How many entries are checked at once. */
const PARALLEL = 10;

/** The app path of a cat's Care tab, where a reminder leads. */
export const carePath = (cat: { name: string }, catId: string) =>
  `/cat-care/${catId}${slug(cat.name) ? `/${slug(cat.name)}` : ''}`;

/** Whether cat `catId` has an entry of `series` dated after `date`. */
async function newerInSeries(catId: string, series: string, date: string): Promise<boolean> {
  const newer = await careEntries
    .of(catId)
    .where('series', '==', series)
    .where('date', '>', date)
    .limit(1)
    .select()
    .get();
  return !newer.empty;
}

/** The reminders CatRep `uid` gets on their local day `date` (not yet checked against their switches). */
export async function remindersFor(uid: string, date: string): Promise<Notice[]> {
  const due = await careEntries
    .group()
    .where('ownerId', '==', uid)
    .where('remindOn', 'array-contains', date)
    .get();
  const notices = await pMap(
    due.docs,
    async (d): Promise<Notice | null> => {
      const entry = d.data() as CareEntryDoc & (VaccinationFields | TreatmentFields);
      const stage = entry.nextDue ? reminderStageOn(entry.nextDue, date) : null;
      if (!stage || !entry.series) return null;
      const [cat, newer] = await Promise.all([
        cats.doc(entry.catId).get(),
        newerInSeries(entry.catId, entry.series, entry.date),
      ]);
      const catDoc = cat.data();
      if (newer || !catDoc || !catDoc.alive || isBeingDeleted(catDoc) || catDoc.ownerId !== uid) return null;
      return {
        recipient: uid,
        kind: 'reminder',
        subjectId: reminderSubject(d.id, entry.nextDue!, stage),
        link: carePath(catDoc, entry.catId),
        actor: null,
        cats: [catDoc.name],
        catIds: [entry.catId],
        reminder: { subject: careSubject(entry), due: entry.nextDue!, stage },
      };
    },
    { concurrency: PARALLEL },
  );
  return notices.filter((n): n is Notice => n !== null);
}
