/**
 * Hashtags (README "Find cats like yours"): a post stores the tags of its message normalised (NFC,
 * lower case, letters and digits of any script), at most 10; `GET /tags/{tag}/feeds` lists the
 * public posts holding a tag, newest first, paged by cursor; a post that is deleted, edited
 * without the tag, held back or not yet public (a photo post waiting for its photo) is not in it;
 * each public post's tags are its author's uses (`tagUses/`); `GET /tags?name=` finds tags.
 */
import { describe, expect, it } from 'vitest';
import { FEED_PAGE_SIZE } from '@catrep/model';
import { db } from '../support/admin.js';
import { call, del, expectError, get, put } from '../support/api.js';
import { contentOf, feedDoc, share, shared, type FeedBody } from '../support/feeds.js';
import { verifiedCatRep } from '../support/people.js';
import { demoPhoto } from '../support/seed.js';
import { randomLetters } from '../support/wait.js';
import { setHold } from '../../functions/src/domain/moderation/holds.js';

/** A tag of this run, apart from other test files' (letters only: a tag needs one). */
const fresh = () => `t${randomLetters(8).toLowerCase()}`;

const tagged = async (token: string, tag: string) =>
  (await get<FeedBody[]>(`/tags/${encodeURIComponent(tag)}/feeds`, token)).body.map(
    (p) => contentOf(p).message,
  );

/** The uses of `tag` stored: `{uid: feedIds}`. */
async function uses(tag: string): Promise<Record<string, string[]>> {
  const snap = await db.collection('tagUses').where('tag', '==', tag).get();
  return Object.fromEntries(snap.docs.map((d) => [d.get('uid') as string, d.get('feedIds') as string[]]));
}

describe('hashtags', () => {
  it('are stored normalised in several scripts, each once, and answered with the post', async () => {
    const rep = await verifiedCatRep('Tia', 'Tagger');
    const t = fresh();
    const body = await shared(
      rep.token,
      `Happy #${t.toUpperCase()} from #Кот and #猫, #Ka\u0308tzchen and #हिन्दी, #${t} again; page#top no`,
    );
    const expected = [t, 'кот', '猫', 'kätzchen', 'हिन्दी'];
    expect(body.tags).toEqual(expected);
    expect((await feedDoc(body.id))?.tags).toEqual(expected);
    // Found by the tag in any case, with or without its '#'.
    const rep2 = await verifiedCatRep('Tom', 'Reader');
    expect(await tagged(rep2.token, t.toUpperCase())).toEqual([contentOf(body).message]);
    expect(await tagged(rep2.token, `#${t}`)).toEqual([contentOf(body).message]);
    expect((await get<FeedBody[]>('/tags/%E7%8C%AB/feeds', rep2.token)).body.map((p) => p.id)).toContain(
      body.id,
    );
  });

  it('are at most 10 a post; an address that is no tag is refused', async () => {
    const rep = await verifiedCatRep('Lim', 'Limit');
    const many = Array.from({ length: 11 }, (_, i) => `#x${String.fromCharCode(97 + i)}`).join(' ');
    expectError(await share(rep.token, { message: many }), 400, {
      message: 'A post may hold up to 10 hashtags',
    });
    const ten = Array.from({ length: 10 }, (_, i) => `#x${String.fromCharCode(97 + i)}`).join(' ');
    expect((await shared(rep.token, ten)).tags).toHaveLength(10);
    expectError(await get('/tags/no-tag!/feeds', rep.token), 400, { message: 'This is not a hashtag' });
    expectError(await get('/tags/2024/feeds', rep.token), 400);
  });

  it('list the public posts holding them, newest first, a page at a time', async () => {
    const rep = await verifiedCatRep('Page', 'Tags');
    const t = fresh();
    const count = FEED_PAGE_SIZE + 2;
    for (let i = 0; i < count; i++) await shared(rep.token, `Post ${i} #${t}`);
    await shared(rep.token, `Untagged #${t}x`);
    const first = await get<FeedBody[]>(`/tags/${t}/feeds`, rep.token);
    expect(first.body.map((p) => contentOf(p).message)).toEqual(
      Array.from({ length: FEED_PAGE_SIZE }, (_, i) => `Post ${count - 1 - i} #${t}`),
    );
    const cursor = first.headers.get('X-Next-Cursor');
    expect(cursor).toBeTruthy();
    const second = await get<FeedBody[]>(`/tags/${t}/feeds?index=1&cursor=${cursor}`, rep.token);
    expect(second.body.map((p) => contentOf(p).message)).toEqual([`Post 1 #${t}`, `Post 0 #${t}`]);
    expect(second.headers.get('X-Next-Cursor')).toBeNull();
  });

  it('leave a post that is deleted, edited without them, held back or waiting for its photo', async () => {
    const [rep, reader] = await Promise.all([
      verifiedCatRep('Lea', 'Leaver'),
      verifiedCatRep('Rae', 'Reader'),
    ]);
    const t = fresh();
    const deleted = await shared(rep.token, `Deleted #${t}`);
    const edited = await shared(rep.token, `Edited #${t}`);
    const held = await shared(rep.token, `Held #${t}`);
    const kept = await shared(rep.token, `Kept #${t}`);
    const photo = await share(rep.token, { message: `Photo #${t}` }, 2);
    expect(photo.status).toBe(201);
    expect(await tagged(reader.token, t)).toEqual([
      `Kept #${t}`,
      `Held #${t}`,
      `Edited #${t}`,
      `Deleted #${t}`,
    ]);
    expect((await uses(t))[rep.uid].sort()).toEqual([deleted.id, edited.id, held.id, kept.id].sort());

    expect((await del(`/feeds/${deleted.id}`, rep.token)).status).toBe(200);
    expect(
      (await put(`/feeds/${edited.id}`, { type: 1, content: { message: 'Edited, no tag' } }, rep.token))
        .status,
    ).toBe(200);
    await setHold('post', [held.id], 'held', true);
    expect(await tagged(reader.token, t)).toEqual([`Kept #${t}`]);
    expect(await uses(t)).toEqual({ [rep.uid]: [kept.id] });

    // The photo post joins with its first photo; the hold's lifting brings the held one back.
    const form = new FormData();
    form.append('alt', '');
    form.append('file', new Blob([new Uint8Array(await demoPhoto(7))], { type: 'image/jpeg' }), 'p.jpg');
    const uploaded = await call('POST', `/feeds/${photo.body.id}/files`, { form, token: rep.token });
    expect(uploaded.status).toBe(201);
    await setHold('post', [held.id], 'held', false);
    expect(await tagged(reader.token, t)).toEqual([`Photo #${t}`, `Kept #${t}`, `Held #${t}`]);
    expect((await uses(t))[rep.uid].sort()).toEqual([held.id, kept.id, photo.body.id].sort());

    // The last post of a use gone, the use goes.
    for (const id of [held.id, kept.id, photo.body.id])
      expect((await del(`/feeds/${id}`, rep.token)).status).toBe(200);
    expect(await uses(t)).toEqual({});
  });

  it('are found by the header search by their start', async () => {
    const rep = await verifiedCatRep('Sue', 'Search');
    const t = fresh();
    await shared(rep.token, `#${t}one and #${t}two`);
    const found = await get<{ tag: string }[]>(`/tags?name=%23${t.toUpperCase()}`, rep.token);
    expect(found.body).toEqual([{ tag: `${t}one` }, { tag: `${t}two` }]);
    expect((await get('/tags?name=', rep.token)).body).toEqual([]);
  });
});
