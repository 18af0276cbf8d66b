/**
 * Lost & Found over the REST API (docs/product.md §10): areas kept as a coarse cell; a lost cat's
 * alert reaching the CatReps whose area lies within the radius (distances checked with the
 * haversine formula of geofire-common) and nobody else — not outside it, not with the switch off,
 * not across a block either way, not the owner; one open report per cat, three per CatRep, none for
 * a Catchie; a visitor's sighting with its photo, its throttle, the owner told and mailed, the
 * finder's contact for the owner alone; found replacing every alert with "… is home"; nothing of
 * the owner in any public answer; the poster page's link preview; the cat's deletion crawl.
 *
 * Each test puts its CatReps somewhere of its own (a random point far from the others'), since
 * the areas of every test file share one collection.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { distanceBetween } from 'geofire-common';
import {
  AREA_GEOHASH_LENGTH,
  lostMessages,
  notificationText,
  type LatLng,
  type LostReportJson,
  type NotificationDoc,
} from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../support/admin.js';
import { call, del, expectError, fileForm, get, post, put } from '../support/api.js';
import { addCat } from '../support/cats.js';
import { expectNothingNaming } from '../support/crawl.js';
import { DATA_DIR, HOSTING } from '../support/env.js';
import { notice, settings } from '../support/notifications.js';
import { waitForMails } from '../support/outbox.js';
import { clientAddress, registerCatRep, verifiedCatRep, type Session } from '../support/people.js';
import { demoPhoto } from '../support/photos.js';
import { pollUntil, randomLetters } from '../support/wait.js';

/** A random point of its own, between 60° S and 60° N. */
const somewhere = (): LatLng => ({ lat: Math.random() * 120 - 60, lng: Math.random() * 340 - 170 });
/** The point `km` north of `from`. */
const north = (from: LatLng, km: number): LatLng => ({ lat: from.lat + km / 111.195, lng: from.lng });
const haversineKm = (a: LatLng, b: LatLng) => distanceBetween([a.lat, a.lng], [b.lat, b.lng]);

const setArea = async (rep: Session, at: LatLng) => {
  const res = await put('/users/user/area', at, rep.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

const lostBody = (place: LatLng, extra: Record<string, unknown> = {}) => ({
  lastSeenAt: new Date(Date.now() - 30 * 60_000).toISOString(),
  place,
  placeText: 'the corner of Elm Street',
  description: 'Grey tabby with a white chest, very shy.',
  ...extra,
});

/** Reports `catId` of `owner` lost at `place` (201); resolves the report. */
async function reportLost(owner: Session, catId: string, place: LatLng, extra: Record<string, unknown> = {}) {
  const res = await post<LostReportJson>(`/cats/${catId}/lost`, lostBody(place, extra), owner.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The report's stored `alerted` once the alert trigger has written it. */
const alertedCount = (reportId: string) =>
  pollUntil(
    async () => (await db.doc(`lostReports/${reportId}`).get()).get('alerted') as number,
    (n) => n > 0,
  );

describe('PUT /users/user/area', () => {
  it('keeps only the cell of the point, readable by its CatRep alone, and clears it', async () => {
    const rep = await verifiedCatRep('Ari', 'Area');
    const at = { lat: 47.497912, lng: 19.040235 };
    const res = await put<{ geohash: string; centre: LatLng }>('/users/user/area', at, rep.token);
    expect(res.status).toBe(200);
    expect(res.body.geohash).toHaveLength(AREA_GEOHASH_LENGTH);
    const stored = (await db.doc(`areas/${rep.uid}`).get()).data()!;
    expect(Object.keys(stored).sort()).toEqual(['alerts', 'geohash', 'push', 'updatedAt']);
    expect(stored).toMatchObject({ geohash: res.body.geohash, alerts: true, push: false });
    expect(JSON.stringify(stored)).not.toContain('47.4979');
    // The centre of the cell, not the point: within the cell's half-diagonal (about 0.7 km).
    expect(haversineKm(res.body.centre, at)).toBeLessThan(0.7);
    expect((await get('/users/user/area', rep.token)).body).toMatchObject({ geohash: res.body.geohash });

    // The switch is mirrored into the area when the settings change.
    expect(
      (await put('/users/user/notification-settings', settings({}, { lost: false }), rep.token)).status,
    ).toBe(200);
    expect((await db.doc(`areas/${rep.uid}`).get()).get('alerts')).toBe(false);

    expect((await del('/users/user/area', rep.token)).status).toBe(200);
    expect((await db.doc(`areas/${rep.uid}`).get()).exists).toBe(false);
    expectError(await get('/users/user/area', rep.token), 404);
  });

  it('refuses guests, unverified CatReps and points off Earth, writing nothing', async () => {
    const [rep, unverified] = await Promise.all([verifiedCatRep(), registerCatRep()]);
    expectError(await put('/users/user/area', { lat: 1, lng: 1 }), 401);
    expectError(await put('/users/user/area', { lat: 1, lng: 1 }, unverified.token), 403);
    for (const bad of [
      { lat: 91, lng: 0 },
      { lat: 0, lng: -181 },
      { lat: '1', lng: 2 },
      {},
      { lat: 1, lng: 1, x: 1 },
    ]) {
      expectError(await put('/users/user/area', bad, rep.token), 400, { message: lostMessages.badPlace });
    }
    expect((await db.doc(`areas/${rep.uid}`).get()).exists).toBe(false);
  });
});

describe('POST /cats/{id}/lost and the alerts', () => {
  it('alerts every CatRep within the radius and nobody else', async () => {
    const home = somewhere();
    const [owner, near, far, quiet, blocked, blocker, edge] = await Promise.all([
      verifiedCatRep('Olga', 'Owner'),
      verifiedCatRep('Nina', 'Near'),
      verifiedCatRep('Fred', 'Far'),
      verifiedCatRep('Quinn', 'Quiet'),
      verifiedCatRep('Bela', 'Blocked'),
      verifiedCatRep('Bori', 'Blocker'),
      verifiedCatRep('Ede', 'Edge'),
    ]);
    const catId = await addCat(owner, 'Mittens');
    const nearAt = north(home, 2);
    const farAt = north(home, 30);
    const edgeAt = north(home, 8);
    expect(haversineKm(home, nearAt)).toBeCloseTo(2, 1);
    expect(haversineKm(home, farAt)).toBeCloseTo(30, 0);
    await Promise.all([
      setArea(owner, home),
      setArea(near, nearAt),
      setArea(far, farAt),
      setArea(quiet, north(home, 1)),
      setArea(blocked, north(home, 1.5)),
      setArea(blocker, north(home, 3)),
      setArea(edge, edgeAt),
    ]);
    await put('/users/user/notification-settings', settings({}, { lost: false }), quiet.token);
    expect((await post(`/users/${blocked.uid}/blocks`, {}, owner.token)).status).toBe(201);
    expect((await post(`/users/${owner.uid}/blocks`, {}, blocker.token)).status).toBe(201);

    const report = await reportLost(owner, catId, home, { radiusKm: 5 });
    expect(report).toMatchObject({ catId, status: 'lost', radiusKm: 5, sightings: 0, isMine: true });
    expect(report.cat.name).toBe('Mittens');
    expect(await alertedCount(report.id)).toBe(1);

    const alert = (await notice(near.uid, 'lost', report.id)) as NotificationDoc;
    expect(alert).toMatchObject({
      kind: 'lost',
      link: `/lost/${report.id}`,
      read: false,
      actor: null,
      place: 'the corner of Elm Street',
      cat: { id: catId, name: 'Mittens' },
    });
    expect(notificationText(alert)).toBe(
      'Mittens is lost: last seen 30 minutes ago near the corner of Elm Street. Have you seen this cat?',
    );
    for (const left of [owner, far, quiet, blocked, blocker, edge]) {
      expect(await notice(left.uid, 'lost', report.id)).toBeUndefined();
    }
    // The cat wears the ribbon while the report is open.
    expect((await db.doc(`cats/${catId}`).get()).get('lost')).toEqual({ reportId: report.id });
  });

  it('pushes the alert to a CatRep nearby who turned push on, with the cat and where it was seen', async () => {
    const home = somewhere();
    const [owner, pushed] = await Promise.all([
      verifiedCatRep('Polly', 'Owner'),
      verifiedCatRep('Pia', 'Pushed'),
    ]);
    const token = `emulator-${randomLetters(12)}`;
    expect((await post('/users/user/push-tokens', { token }, pushed.token)).status).toBe(201);
    expect(
      (await put('/users/user/notification-settings', settings({ push: true }), pushed.token)).status,
    ).toBe(200);
    await setArea(pushed, north(home, 2));
    const report = await reportLost(owner, await addCat(owner, 'Pushkin'), home);
    const outbox = join(DATA_DIR, 'push-outbox');
    const files = await pollUntil(
      async () =>
        (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.includes(`-${pushed.uid}-`)),
      (found) => found.length > 0,
    );
    expect(files).toHaveLength(1);
    const message = JSON.parse(await readFile(join(outbox, files[0]), 'utf8')) as {
      tokens: string[];
      notification: { body: string };
      data: { link: string; kind: string };
    };
    expect(message.tokens).toEqual([token]);
    expect(message.notification.body).toMatch(/^Pushkin is lost: last seen .* near the corner of Elm Street/);
    expect(message.data).toMatchObject({ kind: 'lost', link: `/lost/${report.id}` });
  });

  it("allows one open report per cat, three per CatRep, none for a Catchie or another's cat", async () => {
    const [owner, other] = await Promise.all([verifiedCatRep('Mia', 'Many'), verifiedCatRep()]);
    const place = somewhere();
    const cats = await Promise.all(['A', 'B', 'C', 'D'].map((n) => addCat(owner, `Cat${n}`)));
    const catchie = await addCat(owner, 'Oldie', { deathdate: '2020-01-01' });
    await reportLost(owner, cats[0], place);
    expectError(await post(`/cats/${cats[0]}/lost`, lostBody(place), owner.token), 409, {
      code: 'already-lost',
    });
    expectError(await post(`/cats/${catchie}/lost`, lostBody(place), owner.token), 400, { code: 'catchie' });
    expectError(await post(`/cats/${cats[1]}/lost`, lostBody(place), other.token), 403);
    await reportLost(owner, cats[1], place);
    await reportLost(owner, cats[2], place);
    expectError(await post(`/cats/${cats[3]}/lost`, lostBody(place), owner.token), 409, {
      code: 'too-many-lost',
    });
    // Bad input answers 400 and writes nothing.
    for (const bad of [
      lostBody(place, { radiusKm: 0.5 }),
      lostBody(place, { radiusKm: 26 }),
      lostBody(place, { description: 'x'.repeat(2001) }),
      lostBody(place, { lastSeenAt: new Date(Date.now() + 86_400_000).toISOString() }),
      lostBody({ lat: 100, lng: 0 }),
      { place },
    ]) {
      expectError(await post(`/cats/${cats[3]}/lost`, bad, owner.token), 400);
    }
    const open = await db.collection('lostReports').where('ownerId', '==', owner.uid).get();
    expect(open.size).toBe(3);
  });
});

describe('sightings, found and what the public sees', () => {
  let owner: Session;
  let near: Session;
  let catId: string;
  let report: LostReportJson;
  const home = somewhere();

  beforeAll(async () => {
    [owner, near] = await Promise.all([
      verifiedCatRep('Sara', 'Seeker'),
      verifiedCatRep('Nils', 'Neighbour'),
    ]);
    catId = await addCat(owner, 'Whiskers');
    await Promise.all([setArea(owner, home), setArea(near, north(home, 1))]);
    report = await reportLost(owner, catId, { lat: home.lat + 0.000123, lng: home.lng });
    await alertedCount(report.id);
  });

  it('names nothing of the owner in public answers, and rounds the place to about 100 m', async () => {
    const area = (await db.doc(`areas/${owner.uid}`).get()).get('geohash') as string;
    const poster = await get<LostReportJson>(`/lost/${report.id}`);
    expect(poster.status).toBe(200);
    const list = await call<LostReportJson[]>('GET', `/lost?lat=${home.lat}&lng=${home.lng}&radiusKm=5`);
    expect(list.body.map((r) => r.id)).toContain(report.id);
    for (const body of [poster.body, list.body]) {
      const text = JSON.stringify(body);
      for (const secret of [owner.uid, owner.email, area, 'Seeker']) expect(text).not.toContain(secret);
    }
    expect(poster.body.isMine).toBeUndefined();
    expect(poster.body.place.lat * 1000).toBeCloseTo(Math.round(poster.body.place.lat * 1000), 6);
    expect(haversineKm(poster.body.place, home)).toBeLessThan(0.12);
  });

  it('lists open reports near a point, nearest first, and none outside the radius', async () => {
    const [a, b] = await Promise.all([verifiedCatRep('Al', 'A'), verifiedCatRep('Bo', 'B')]);
    const centre = somewhere();
    const [catA, catB] = await Promise.all([addCat(a, 'Farther'), addCat(b, 'Closer')]);
    const far = await reportLost(a, catA, north(centre, 4));
    const close = await reportLost(b, catB, north(centre, 1));
    const res = await call<LostReportJson[]>('GET', `/lost?lat=${centre.lat}&lng=${centre.lng}&radiusKm=5`);
    expect(res.body.map((r) => r.id)).toEqual([close.id, far.id]);
    expect(res.body[0].distanceKm).toBeCloseTo(1, 0);
    const small = await call<LostReportJson[]>('GET', `/lost?lat=${centre.lat}&lng=${centre.lng}&radiusKm=2`);
    expect(small.body.map((r) => r.id)).toEqual([close.id]);
    expectError(await call('GET', '/lost?lat=x&lng=1'), 400);
  });

  it("takes a visitor's sighting with a photo, throttles the address, and tells the owner alone", async () => {
    const from = clientAddress();
    const body = {
      seenAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      place: north(home, 0.5),
      message: 'Under the bench in the park, looked scared.',
      name: 'Vic Visitor',
      contact: '+44 7700 900123',
    };
    const res = await call<{ id: string; photoKey: string }>('POST', `/lost/${report.id}/sightings`, {
      json: body,
      from,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectError(await call('POST', `/lost/${report.id}/sightings`, { json: body, from }), 429, {
      message: lostMessages.sightingThrottled,
    });

    // Its photo: with the key once, never without it.
    const path = `/lost/${report.id}/sightings/${res.body.id}/files`;
    expectError(await call('POST', path, { form: fileForm(await demoPhoto(1)) }), 403);
    const photo = await call('POST', `${path}?key=${res.body.photoKey}`, {
      form: fileForm(await demoPhoto(1)),
    });
    expect(photo.status, JSON.stringify(photo.body)).toBe(201);
    expectError(
      await call('POST', `${path}?key=${res.body.photoKey}`, { form: fileForm(await demoPhoto(1)) }),
      403,
    );

    const told = (await notice(owner.uid, 'sighting', report.id)) as NotificationDoc;
    expect(told).toMatchObject({ kind: 'sighting', finder: 'Vic Visitor', link: `/lost/${report.id}` });
    expect(notificationText(told)).toBe('Vic Visitor saw Whiskers');
    const [mail] = await waitForMails(owner.email, /saw Whiskers/);
    expect(mail.text).toContain('+44 7700 900123');

    // The contact: the owner's list has it; the poster, strangers and guests do not.
    const list = await get<{ contact: string; photo: unknown }[]>(
      `/lost/${report.id}/sightings`,
      owner.token,
    );
    expect(list.body).toEqual([
      expect.objectContaining({ contact: '+44 7700 900123', photo: expect.any(Object) }),
    ]);
    expectError(await get(`/lost/${report.id}/sightings`, near.token), 403);
    expectError(await get(`/lost/${report.id}/sightings`), 401);
    const poster = await get<LostReportJson>(`/lost/${report.id}`);
    expect(poster.body.sightings).toBe(1);
    expect(JSON.stringify(poster.body)).not.toContain('7700');
  });

  it("throttles a signed-in CatRep's sightings per CatRep, and refuses the owner's own", async () => {
    const body = { seenAt: new Date().toISOString(), message: 'Saw it by the bakery' };
    const first = await post(`/lost/${report.id}/sightings`, body, near.token);
    expect(first.status).toBe(201);
    expectError(
      await call('POST', `/lost/${report.id}/sightings`, {
        json: body,
        token: near.token,
        from: clientAddress(),
      }),
      429,
    );
    expectError(await post(`/lost/${report.id}/sightings`, body, owner.token), 400, { code: 'own-cat' });
    expectError(await post(`/lost/${report.id}/sightings`, { ...body, message: '' }), 400);
    const told = (await notice(owner.uid, 'sighting', report.id)) as NotificationDoc;
    expect(told.actorIds).toEqual([near.uid]);
  });

  it("a CatRep's sighting photo is refused once the owner blocked them, by session or by key", async () => {
    const finder = await verifiedCatRep('Fay', 'Finder');
    const sent = await post<{ id: string; photoKey: string }>(
      `/lost/${report.id}/sightings`,
      { seenAt: new Date().toISOString(), message: 'By the post office' },
      finder.token,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect((await post(`/users/${finder.uid}/blocks`, {}, owner.token)).status).toBe(201);
    const path = `/lost/${report.id}/sightings/${sent.body.id}/files`;
    expectError(await call('POST', path, { form: fileForm(await demoPhoto(2)), token: finder.token }), 404);
    expectError(
      await call('POST', `${path}?key=${sent.body.photoKey}`, { form: fileForm(await demoPhoto(2)) }),
      404,
    );
    expect(
      (await db.doc(`lostReports/${report.id}/sightings/${sent.body.id}`).get()).get('photo'),
    ).toBeNull();
  });

  it('serves the poster page with its Open Graph and Twitter card tags', async () => {
    const res = await fetch(`${HOSTING}/lost/${report.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta property="og:title" content="Lost: Whiskers" />');
    expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?" \/>/);
    expect(html).toContain(`<meta property="og:url" content="${HOSTING}/lost/${report.id}" />`);
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain(owner.uid);
  });

  it('marks the cat found: alerts become "… is home", the ribbon goes, sightings close', async () => {
    expectError(await put(`/lost/${report.id}`, { status: 'found' }, near.token), 403);
    expectError(await put(`/lost/${report.id}`, { status: 'lost' }, owner.token), 400);
    const res = await put<LostReportJson>(`/lost/${report.id}`, { status: 'found' }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'found', foundAt: expect.any(String) });
    const home = await pollUntil(
      () => notice(near.uid, 'home', report.id),
      (n) => n !== undefined,
    );
    expect(notificationText(home!)).toBe('Whiskers is home. Thank you for looking!');
    expect(await notice(near.uid, 'lost', report.id)).toBeUndefined();
    expect((await db.doc(`cats/${catId}`).get()).get('lost')).toBeNull();
    expectError(await put(`/lost/${report.id}`, { status: 'found' }, owner.token), 409, {
      code: 'already-found',
    });
    expectError(
      await call('POST', `/lost/${report.id}/sightings`, {
        json: { seenAt: new Date().toISOString(), message: 'Seen!' },
        from: clientAddress(),
      }),
      409,
      { code: 'lost-closed' },
    );
    expect((await get<LostReportJson>(`/lost/${report.id}`)).body.status).toBe('found');
  });

  it('removes its reports, sightings, photos and alerts with the cat', async () => {
    const [rep, neighbour] = await Promise.all([verifiedCatRep('Del', 'Eted'), verifiedCatRep()]);
    const at = somewhere();
    await setArea(neighbour, north(at, 1));
    const doomed = await addCat(rep, 'Goner');
    const lost = await reportLost(rep, doomed, at);
    await alertedCount(lost.id);
    const seen = await call<{ id: string; photoKey: string }>('POST', `/lost/${lost.id}/sightings`, {
      json: { seenAt: new Date().toISOString(), message: 'Here!', contact: 'me@example.com' },
      from: clientAddress(),
    });
    await call('POST', `/lost/${lost.id}/sightings/${seen.body.id}/files?key=${seen.body.photoKey}`, {
      form: fileForm(await demoPhoto(1)),
    });
    expect((await del(`/cats/${doomed}`, rep.token)).status).toBe(200);
    await expectNothingNaming(lost.id, doomed);
    expectError(await get(`/lost/${lost.id}`), 404);
  });

  it('leaves nothing of a deleted account in Lost & Found: its area, reports and the sightings it sent', async () => {
    const [leaver, other] = await Promise.all([
      verifiedCatRep('Lea', 'Ving'),
      verifiedCatRep('Otto', 'Other'),
    ]);
    const at = somewhere();
    await setArea(leaver, at);
    const own = await reportLost(leaver, await addCat(leaver, 'Goodbye'), at);
    const theirs = await reportLost(other, await addCat(other, 'Stays'), north(at, 1));
    const sent = await post<{ id: string }>(
      `/lost/${theirs.id}/sightings`,
      { seenAt: new Date().toISOString(), message: 'Seen by the leaver' },
      leaver.token,
    );
    expect(sent.status).toBe(201);
    const res = await call('DELETE', '/users/user', {
      json: { password: leaver.password },
      token: leaver.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectNothingNaming(leaver.uid, own.id, sent.body.id);
    expect((await get<LostReportJson>(`/lost/${theirs.id}`)).body.sightings).toBe(0);
  });
});
