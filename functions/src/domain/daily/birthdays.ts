/**
 * Whose birthdays a day brings (README "Care and the cat's days", birthdays): the living cats
 * whose day and month of birth are that day (29 February on 28 February in a year without one),
 * each told to its owner ("Mittens turns 5 today") and to the owners of its CatMates ("Your
 * CatMate Mittens turns 5 today"). One query of the cats of the day, then each one's CatMates:
 * the cost follows the birthdays of the day, not the number of CatReps.
 */
import pMap from 'p-map';
import {
  birthdayAge,
  dateParts,
  isBeingDeleted,
  isBirthday,
  isLeapYear,
  type BirthdayLine,
} from '@catrep/model';
import { db } from '../../core/firebase.js';
import { cats, mates, users } from '../../store/collections.js';

/** A birthday line with the cat's owner, whom a block or mute may shut out (serve.ts). */
export interface BirthdayOf extends BirthdayLine {
  ownerId: string;
}

/** How many cats' CatMates are read at once. */
const PARALLEL = 10;

/** The (month, day) pairs whose birthday is `date`: 29 February joins 28 February in other years. */
function birthDays(date: string): [number, number][] {
  const [y, m, d] = dateParts(date);
  return m === 2 && d === 28 && !isLeapYear(y)
    ? [
        [2, 28],
        [2, 29],
      ]
    : [[m, d]];
}

/**
 * The birthdays of local day `date` by recipient: each recipient's lines, own cats first (a cat
 * once per recipient, however many of their cats are its CatMates). Cats being deleted and cats of
 * CatReps being deleted or suspended are left out.
 */
export async function birthdaysOn(date: string): Promise<Map<string, BirthdayOf[]>> {
  const found = (
    await Promise.all(
      birthDays(date).map(([month, day]) =>
        cats.where('birthMonth', '==', month).where('birthDay', '==', day).where('alive', '==', true).get(),
      ),
    )
  ).flatMap((snap) => snap.docs);
  const born = found.filter((d) => !isBeingDeleted(d.data()) && isBirthday(d.data(), date));
  const owners = [...new Set(born.map((d) => d.data().ownerId))];
  const profiles = owners.length ? await db.getAll(...owners.map((uid) => users.doc(uid))) : [];
  const withdrawn = new Set(
    profiles
      .filter((p) => !p.exists || p.get('deleting') === true || p.get('suspended') === true)
      .map((p) => p.id),
  );
  const byRecipient = new Map<string, BirthdayOf[]>();
  const add = (recipient: string, line: BirthdayOf) => {
    const lines = byRecipient.get(recipient) ?? [];
    if (!lines.some((l) => l.catId === line.catId)) lines.push(line);
    byRecipient.set(recipient, lines);
  };
  const kept = born.filter((d) => !withdrawn.has(d.data().ownerId));
  for (const d of kept) {
    const cat = d.data();
    add(cat.ownerId, {
      catId: d.id,
      name: cat.name,
      age: birthdayAge(cat, date),
      mate: false,
      ownerId: cat.ownerId,
    });
  }
  await pMap(
    kept,
    async (d) => {
      const cat = d.data();
      const its = await mates.of(d.id).get();
      for (const m of its.docs) {
        const recipient = m.data().mate.ownerId;
        if (recipient === cat.ownerId) continue;
        add(recipient, {
          catId: d.id,
          name: cat.name,
          age: birthdayAge(cat, date),
          mate: true,
          ownerId: cat.ownerId,
        });
      }
    },
    { concurrency: PARALLEL },
  );
  // Own cats before CatMates, each group in name order.
  for (const lines of byRecipient.values())
    lines.sort((a, b) => Number(a.mate) - Number(b.mate) || a.name.localeCompare(b.name));
  return byRecipient;
}
