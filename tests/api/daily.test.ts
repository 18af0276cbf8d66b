/**
 * The daily run (README "Care and the cat's days"; functions/src/domain/daily/), called with an
 * explicit day as the schedule and `npm run daily` call it, limited to each test's CatReps
 * (`among`) since the tests share one emulator:
 * - reminders: a vaccination or treatment due on a day reminds 7 days before, on the day and 7
 *   days after, each once, in the digest mail too; none once a newer entry of the same vaccine or
 *   type exists; none with the switch off;
 * - birthdays: the owner's "Mittens turns 7 today" (the age only with the year known), 29 February
 *   on 28 February, nothing without the day; the CatMates' owners' "Your CatMate …" (a switch),
 *   one notification when own cats and CatMates share the day; nothing from a CatRep one blocked
 *   or muted;
 * - days follow each CatRep's time zone at 8:00: the hourly run serves those for whom it is 8:00,
 *   on their own date either side of midnight UTC;
 * - remembrance: the owner alone, on the anniversary, unless switched off;
 * - a run repeated tells nothing twice and mails one digest a day.
 */
import { describe, expect, it } from 'vitest';
import { notificationId, type NotificationDoc } from '@catrep/model';
import { db } from '../support/admin.js';
import { call, post, put } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { connectThroughApi } from '../support/connections.js';
import { settings } from '../support/notifications.js';
import { mailsTo } from '../support/outbox.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { pollUntil } from '../support/wait.js';
import { runDaily } from '../../functions/src/domain/daily/run.js';

/** uid's notifications of the daily kinds, by id, with their lines. */
async function dailyNotices(uid: string): Promise<Record<string, string>> {
  const { notificationText } = await import('@catrep/model');
  const snap = await db.collection(`users/${uid}/notifications`).get();
  return Object.fromEntries(
    snap.docs
      .filter((d) =>
        ['reminder', 'birthday', 'mateBirthday', 'remembrance'].includes(d.get('kind') as string),
      )
      .map((d) => [d.id, notificationText(d.data() as NotificationDoc)]),
  );
}

const lines = async (uid: string) => Object.values(await dailyNotices(uid)).sort();

const care = (rep: Session, catId: string, body: Record<string, unknown>) =>
  post<{ id: string }>(`/cats/${catId}/care`, body, rep.token);

/** The digest mails `rep` got. */
const digests = async (rep: Session) =>
  (await mailsTo(rep.email)).filter((m) => /unread notification/.test(m.subject));

/** Waits until the CatMates trigger made `catId` a CatMate of `count` cats. */
const matesReady = (catId: string, count: number) =>
  pollUntil(
    async () => (await db.collection(`cats/${catId}/mates`).get()).size,
    (n) => n === count,
  );

describe('care reminders', () => {
  it('come 7 days before, on the day and 7 days after, each once, and in the digest', async () => {
    const owner = await verifiedCatRep('Rita', 'Reminded');
    const cat = await addCat(owner, 'Mittens');
    const entry = await care(owner, cat, {
      kind: 'vaccination',
      date: '2026-03-21',
      vaccine: 'rabies',
      nextDue: '2027-03-21',
    });
    expect(entry.status).toBe(201);
    const run = (date: string) => runDaily({ date, among: [owner.uid] });

    expect((await run('2027-03-13')).notifications).toBe(0);
    expect((await run('2027-03-14')).notifications).toBe(1);
    expect(await lines(owner.uid)).toEqual(['Rabies vaccination for Mittens is due in 7 days']);
    // Again the same day: nothing new, no second mail.
    expect(await run('2027-03-14')).toMatchObject({ notifications: 0, digests: 0 });
    const mails = await digests(owner);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Rabies vaccination for Mittens is due in 7 days');
    expect(mails[0]!.text).toContain(`/cat-care/${cat}/mittens`);

    await run('2027-03-21');
    await run('2027-03-28');
    await run('2027-03-28');
    expect(await lines(owner.uid)).toEqual([
      'Rabies vaccination for Mittens is due in 7 days',
      'Rabies vaccination for Mittens is due today',
      'Rabies vaccination for Mittens was due 7 days ago',
    ]);
    expect(await digests(owner)).toHaveLength(3);
    const stored = await db
      .doc(
        `users/${owner.uid}/notifications/${notificationId('reminder', `${entry.body.id}-2027-03-21-due`)}`,
      )
      .get();
    expect(stored.data()).toMatchObject({
      kind: 'reminder',
      link: `/cat-care/${cat}/mittens`,
      catIds: [cat],
    });
  });

  it('stop once a newer entry of the same vaccine or treatment type exists, and when switched off', async () => {
    const owner = await verifiedCatRep('Nina', 'Newer');
    const cat = await addCat(owner, 'Pamacs');
    await care(owner, cat, { kind: 'treatment', date: '2026-01-01', type: 'flea', nextDue: '2027-04-01' });
    await care(owner, cat, {
      kind: 'vaccination',
      date: '2026-01-01',
      vaccine: 'felv',
      nextDue: '2027-04-01',
    });
    // The flea treatment was given again: its older entry reminds no more; the vaccination still does.
    await care(owner, cat, { kind: 'treatment', date: '2026-02-01', type: 'flea', product: 'Advocate' });
    await runDaily({ date: '2027-03-25', among: [owner.uid] });
    expect(await lines(owner.uid)).toEqual([
      'Feline leukaemia (FeLV) vaccination for Pamacs is due in 7 days',
    ]);

    expect(
      (await put('/users/user/notification-settings', settings({}, { reminder: false }), owner.token)).status,
    ).toBe(200);
    await runDaily({ date: '2027-04-01', among: [owner.uid] });
    expect(await lines(owner.uid)).toHaveLength(1);
  });
});

describe('birthdays', () => {
  it('tell the owner, with the age only when the year is known; 29 February on 28 February', async () => {
    const owner = await verifiedCatRep('Bea', 'Birthday');
    await addCat(owner, 'Mittens', { birthYear: 2020, birthMonth: 3, birthDay: 14 });
    await addCat(owner, 'Nameless Year', { birthMonth: 3, birthDay: 14 });
    await addCat(owner, 'No Day', { birthYear: 2020, birthMonth: 3 });
    await addCat(owner, 'Leapling', { birthYear: 2020, birthMonth: 2, birthDay: 29 });
    await addCat(owner, 'Gone', { birthYear: 2010, birthMonth: 3, birthDay: 14, deathdate: '2024-01-01' });

    await runDaily({ date: '2027-03-14', among: [owner.uid] });
    expect(await lines(owner.uid)).toEqual(['Mittens turns 7 and Nameless Year has a birthday today']);
    await runDaily({ date: '2027-02-28', among: [owner.uid] });
    await runDaily({ date: '2028-02-28', among: [owner.uid] });
    expect(await lines(owner.uid)).toEqual([
      'Leapling turns 7 today',
      'Mittens turns 7 and Nameless Year has a birthday today',
    ]);
    await runDaily({ date: '2028-02-29', among: [owner.uid] });
    expect(await lines(owner.uid)).toContain('Leapling turns 8 today');
  });

  it('tell the CatMates’ owners in one notification with their own cats’, as their switches say', async () => {
    const [anna, bence, chloe] = await Promise.all([
      verifiedCatRep('Anna', 'Mate'),
      verifiedCatRep('Bence', 'Mate'),
      verifiedCatRep('Chloe', 'Switch'),
    ]);
    const mittens = await addCat(anna, 'Mittens', { birthYear: 2020, birthMonth: 5, birthDay: 3 });
    await addCat(anna, 'Captain Fluff');
    const cirmi = await addCat(bence, 'Cirmi', { birthYear: 2022, birthMonth: 5, birthDay: 3 });
    await addCat(chloe, 'Minou');
    await connectThroughApi(anna, bence);
    await connectThroughApi(anna, chloe);
    await matesReady(mittens, 2);
    await matesReady(cirmi, 2);
    expect(
      (await put('/users/user/notification-settings', settings({}, { mateBirthday: false }), chloe.token))
        .status,
    ).toBe(200);

    const summary = await runDaily({ date: '2027-05-03', among: [anna.uid, bence.uid, chloe.uid] });
    expect(summary.catreps).toBe(3);
    // Anna's Captain Fluff and Bence's Cirmi are CatMates: one notification each, own cat first.
    expect(await lines(anna.uid)).toEqual(['Mittens turns 7 and your CatMate Cirmi turns 5 today']);
    expect(await lines(bence.uid)).toEqual(['Cirmi turns 5 and your CatMate Mittens turns 7 today']);
    expect(await lines(chloe.uid)).toEqual([]);
    expect((await db.doc(`users/${anna.uid}/notifications/birthday_2027-05-03`).get()).data()).toMatchObject({
      kind: 'birthday',
      catIds: [mittens, cirmi],
      link: `/cat/${mittens}/mittens`,
    });
  });

  it('leave out the cats of CatReps one blocked or muted', async () => {
    const [ann, bob, cy] = await Promise.all([
      verifiedCatRep('Ann', 'Blocker'),
      verifiedCatRep('Bob', 'Blocked'),
      verifiedCatRep('Cy', 'Muted'),
    ]);
    const annCat = await addCat(ann, 'Socks');
    const bobCat = await addCat(bob, 'Boots', { birthYear: 2021, birthMonth: 7, birthDay: 9 });
    const cyCat = await addCat(cy, 'Whiskers', { birthYear: 2021, birthMonth: 7, birthDay: 9 });
    await connectThroughApi(ann, bob);
    await connectThroughApi(ann, cy);
    await matesReady(annCat, 2);
    await matesReady(bobCat, 1);
    await matesReady(cyCat, 1);
    expect((await post(`/users/${cy.uid}/mutes`, {}, ann.token)).status).toBe(201);
    await runDaily({ date: '2027-07-09', among: [ann.uid] });
    expect(await lines(ann.uid)).toEqual(['Your CatMate Boots turns 6 today']);
    expect((await post(`/users/${bob.uid}/blocks`, {}, ann.token)).status).toBe(201);
    await runDaily({ date: '2028-07-09', among: [ann.uid, bob.uid] });
    expect(await lines(ann.uid)).toEqual(['Your CatMate Boots turns 6 today']);
    expect(await lines(bob.uid)).toEqual(['Boots turns 7 today']);
  });
});

describe('the CatRep’s own day', () => {
  it('comes at 8:00 where they live, on their date either side of midnight UTC', async () => {
    const [east, west] = await Promise.all([verifiedCatRep('Eve', 'East'), verifiedCatRep('Wes', 'West')]);
    expect((await put('/users/user/time-zone', { timeZone: 'Pacific/Kiritimati' }, east.token)).status).toBe(
      200,
    );
    expect((await put('/users/user/time-zone', { timeZone: 'Pacific/Honolulu' }, west.token)).status).toBe(
      200,
    );
    await addCat(east, 'Sunrise', { birthYear: 2019, birthMonth: 3, birthDay: 14 });
    await addCat(west, 'Sunset', { birthYear: 2019, birthMonth: 3, birthDay: 14 });
    const among = [east.uid, west.uid];

    // 18:00 UTC on 13 March: 08:00 on the 14th in Kiritimati (UTC+14), 08:00 on the 13th in Honolulu (UTC−10).
    expect(await runDaily({ date: '2027-03-13', hourUtc: 18, among })).toMatchObject({ catreps: 2 });
    expect(await lines(east.uid)).toEqual(['Sunrise turns 8 today']);
    expect(await lines(west.uid)).toEqual([]);
    // An hour when it is 8:00 for neither serves neither.
    expect(await runDaily({ date: '2027-03-14', hourUtc: 7, among })).toMatchObject({ catreps: 0 });
    // 18:00 UTC on the 14th: 08:00 on the 14th in Honolulu, on the 15th in Kiritimati.
    expect(await runDaily({ date: '2027-03-14', hourUtc: 18, among })).toMatchObject({ catreps: 2 });
    expect(await lines(west.uid)).toEqual(['Sunset turns 8 today']);
    expect(await lines(east.uid)).toEqual(['Sunrise turns 8 today']);
  });
});

describe('who is served', () => {
  it('passes over a CatRep who is leaving', async () => {
    const leaver = await verifiedCatRep('Lea', 'Leaving');
    await addCat(leaver, 'Farewell', { birthYear: 2020, birthMonth: 9, birthDay: 9 });
    expect(
      (await call('DELETE', '/users/user', { json: { password: leaver.password }, token: leaver.token }))
        .status,
    ).toBe(200);
    expect(await runDaily({ date: '2027-09-09', among: [leaver.uid] })).toEqual({
      catreps: 0,
      notifications: 0,
      digests: 0,
    });
  });
});

describe('remembrance', () => {
  it('tells the owner alone on the anniversary, unless switched off', async () => {
    const [owner, friend, quiet] = await Promise.all([
      verifiedCatRep('Remy', 'Remembers'),
      verifiedCatRep('Fran', 'Friend'),
      verifiedCatRep('Quinn', 'Quiet'),
    ]);
    const tom = await addCat(owner, 'Old Tom', { birthYear: 2008, deathdate: '2024-06-01' });
    await addCat(quiet, 'Luna', { deathdate: '2024-06-01' });
    await connectThroughApi(owner, friend);
    expect(
      (await put('/users/user/notification-settings', settings({}, { remembrance: false }), quiet.token))
        .status,
    ).toBe(200);
    await runDaily({ date: '2027-05-31', among: [owner.uid, friend.uid, quiet.uid] });
    expect(await lines(owner.uid)).toEqual([]);
    await runDaily({ date: '2027-06-01', among: [owner.uid, friend.uid, quiet.uid] });
    expect(await lines(owner.uid)).toEqual(['Remembering Old Tom, who passed away 3 years ago today']);
    expect(
      (await db.doc(`users/${owner.uid}/notifications/remembrance_${tom}-2027-06-01`).get()).get('link'),
    ).toBe(`/cat/${tom}/old-tom`);
    expect(await lines(friend.uid)).toEqual([]);
    expect(await lines(quiet.uid)).toEqual([]);
  });
});
