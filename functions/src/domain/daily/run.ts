/**
 * The daily run (docs/architecture.md §9 "The daily run"; README "Care and the cat's days"): each
 * CatRep's day — care reminders, birthdays, remembrance and the digest mail — done at 8:00 where
 * they live. The work lives here, called with an explicit day by all three that run it:
 *
 *   the schedule     `dailyHourly` (triggers/daily.ts) every hour on the hour, with that hour:
 *                    it serves the CatReps for whom it is now 8:00 (`hourUtc`), each for their
 *                    own local date, which may be the UTC date's day before or after;
 *   the operator     `npm run daily -- --date 2027-03-14 [--hour 7]` (operators/daily.ts): that
 *                    local date for every CatRep, whatever their time zone, or with `--hour`
 *                    as the schedule would run at that hour of that UTC date;
 *   the tests        with `among`, so that tests sharing one emulator touch only their CatReps.
 *
 * Who is served at an hour: the time zones CatReps ever sent are listed in `timeZones/`
 * (domain/users/time-zone.ts); those where the local hour is 8 at that instant are looked up in
 * the CatReps' `private/account` documents (`timeZone in […]`, 30 at a time). A CatRep who never
 * sent a zone counts as UTC for a run of every CatRep, and is not found by an hourly one until
 * their browser sends it (it does at each visit). Each CatRep's work is idempotent per local day
 * (domain/daily/serve.ts), so runs may repeat and overlap.
 */
import pMap from 'p-map';
import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { DAILY_HOUR, dateParts, localTime, type AccountDoc } from '@catrep/model';
import { db } from '../../core/firebase.js';
import { timeZones, users } from '../../store/collections.js';
import { birthdaysOn, type BirthdayOf } from './birthdays.js';
import { serveCatRep } from './serve.js';

/** What the run is asked to do. */
export interface DailyRequest {
  /** 'YYYY-MM-DD': the local date of every CatRep (without `hourUtc`), or the UTC date of the hour. */
  date: string;
  /** 0–23: serve only the CatReps for whom it is 8:00 at this hour (UTC) of `date`. */
  hourUtc?: number;
  /** Only these CatReps (the tests, which share one emulator; an operator naming some). */
  among?: readonly string[];
  /** Where the digest's 24 hours end (ms); now unless told. */
  now?: number;
}

/** What the run did. */
export interface DailySummary {
  /** CatReps served (each for their local date); those being deleted or suspended are passed over. */
  catreps: number;
  /** Notifications written. */
  notifications: number;
  /** Digest mails sent. */
  digests: number;
}

/** How many CatReps are served at once. */
const PARALLEL = 20;
/** Documents read per page. */
const PAGE = 500;
/** The most values of one `in` filter. */
const IN_LIMIT = 30;

/**
 * Every document of `query` (its fields `fields` only), a page at a time in path order; `each`
 * hears each page.
 */
async function inPages<T>(
  query: Query<T>,
  fields: string[],
  each: (docs: QueryDocumentSnapshot<T>[]) => Promise<void>,
): Promise<void> {
  let after: QueryDocumentSnapshot<T> | undefined;
  for (;;) {
    let page = query
      .orderBy(FieldPath.documentId())
      .select(...fields)
      .limit(PAGE) as Query<T>;
    if (after) page = page.startAfter(after);
    const snap = await page.get();
    if (snap.empty) return;
    await each(snap.docs);
    if (snap.size < PAGE) return;
    after = snap.docs.at(-1);
  }
}

/**
 * The CatReps to serve and their local dates: every CatRep on `date` without `hourUtc`; with it,
 * the CatReps whose time zone shows 8:00 at `date` `hourUtc`:00 UTC, each on their date then.
 * `visit` is called per page with [uid, local date] pairs.
 */
async function visitTargets(
  request: DailyRequest,
  visit: (targets: [string, string][]) => Promise<void>,
): Promise<void> {
  const among = request.among && new Set(request.among);
  const keep = (pairs: [string, string][]) => (among ? pairs.filter(([uid]) => among.has(uid)) : pairs);
  if (request.hourUtc === undefined) {
    if (request.among) return visit(request.among.map((uid) => [uid, request.date]));
    return inPages(users, [], (docs) => visit(docs.map((d) => [d.id, request.date])));
  }
  const [y, m, d] = dateParts(request.date);
  const instant = Date.UTC(y, m - 1, d, request.hourUtc);
  const zones = (await timeZones.get()).docs
    .map((z) => z.data().zone)
    .map((zone) => ({ zone, at: localTime(zone, instant) }))
    .filter((z) => z.at.hour === DAILY_HOUR);
  for (let i = 0; i < zones.length; i += IN_LIMIT) {
    const slice = zones.slice(i, i + IN_LIMIT);
    const dateOf = new Map(slice.map((z) => [z.zone, z.at.date]));
    const accounts = db
      .collectionGroup('private')
      .where('timeZone', 'in', [...dateOf.keys()]) as Query<AccountDoc>;
    await inPages(accounts, ['timeZone'], (docs) =>
      visit(keep(docs.map((a) => [a.ref.parent.parent!.id, dateOf.get(a.data().timeZone!)!]))),
    );
  }
}

/**
 * Runs the day as `request` says (see above). Resolves what it did; rejects with the first
 * failure of a CatRep's run after the others ran (a next run picks up what is left).
 */
export async function runDaily(request: DailyRequest): Promise<DailySummary> {
  const summary: DailySummary = { catreps: 0, notifications: 0, digests: 0 };
  const birthdays = new Map<string, Promise<Map<string, BirthdayOf[]>>>();
  const birthdaysOf = (date: string) => {
    if (!birthdays.has(date)) birthdays.set(date, birthdaysOn(date));
    return birthdays.get(date)!;
  };
  const failures: unknown[] = [];
  await visitTargets(request, async (targets) => {
    await pMap(
      targets,
      async ([uid, date]) => {
        try {
          const lines = (await birthdaysOf(date)).get(uid) ?? [];
          const served = await serveCatRep(uid, date, lines, request.now);
          if (!served) return;
          summary.catreps += 1;
          summary.notifications += served.told;
          if (served.mailed) summary.digests += 1;
        } catch (e) {
          failures.push(e);
        }
      },
      { concurrency: PARALLEL },
    );
  });
  if (failures.length) throw failures[0];
  return summary;
}
