/**
 * CatShare posts over the REST API (docs/product.md §3 Feed item and Comment, §5 share and
 * comment rules, §6 author or admin edits and deletes, guests read only, §7 Feed, §8 toasts):
 *
 * - POST /feeds: 201 with id, likes 0, user, createdAt, type and `content` as JSON text; YouTube
 *   watch links become embed links, video links are kept; bad input (empty or 100 kB message,
 *   wrong type, missing content, a non-YouTube link for a YouTube post) is 400, a guest or an
 *   unverified CatRep 403, no token 401 — each with `{ code, message }` and nothing written.
 * - PUT and DELETE /feeds/{id}: the author and an admin (custom claim `admin: true`), never
 *   another CatRep; delete takes likes and comments with it.
 */
import { serverMessages, success } from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, del, ISO_DATE, expectError, fileForm, post, put } from '../support/api.js';
import {
  adminCatRep,
  contentOf,
  feedDoc,
  feedState,
  like,
  postCount,
  share,
  shared,
  type FeedBody,
} from '../support/feeds.js';
import {
  anonymousGuestToken,
  GUEST_TOKEN,
  registerCatRep,
  verifiedCatRep,
  type Session,
} from '../support/people.js';
import { demoPhoto, fetchMedia } from '../support/photos.js';
import { randomLetters } from '../support/wait.js';

describe('POST /feeds', () => {
  let rep: Session;
  beforeAll(async () => {
    rep = await verifiedCatRep('Sharon', 'Sharer');
  });

  it('shares a text post: 201 with id, likes 0, user, createdAt, type and content as JSON text', async () => {
    const message = `Whiskers found the sunny spot ${randomLetters()}`;
    const res = await share(rep.token, { message });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      type: 1,
      likes: 0,
      commentCount: 0,
      user: { id: rep.uid, firstname: 'Sharon', lastname: 'Sharer', profilePhoto: null },
      createdAt: expect.stringMatching(ISO_DATE),
      message: success.catShareAdded,
    });
    expect(typeof res.body.content).toBe('string');
    expect(contentOf(res.body)).toEqual({ message });

    const stored = await feedDoc(res.body.id);
    expect(stored).toMatchObject({ type: 1, userId: rep.uid, content: { message } });
    // Its counts are not fields of the post: they are counter shards, none yet (README "Counters").
    expect(stored).not.toHaveProperty('likes');
    expect(await feedState(res.body.id)).toMatchObject({
      counts: { likes: 0, commentCount: 0 },
      counters: [],
    });
  });

  it('accepts content as an object too and trims the message', async () => {
    const res = await post<FeedBody>('/feeds', { type: 1, content: { message: '  Purr  ' } }, rep.token);
    expect(res.status).toBe(201);
    expect(contentOf(res.body)).toEqual({ message: 'Purr' });
  });

  it('turns a YouTube watch link into the embed link', async () => {
    const url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    const res = await share(rep.token, { message: 'Cat song', url }, 4);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.type).toBe(4);
    expect(contentOf(res.body)).toMatchObject({
      url,
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect((await feedDoc(res.body.id))?.content.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });

  it('keeps the link of a video post (type 3), without an embed', async () => {
    const url = 'https://videos.catrep.example/cat-jumps.mp4';
    const res = await share(rep.token, { message: 'Jump!', url }, 3);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.type).toBe(3);
    const content = contentOf(res.body);
    expect(content).toMatchObject({ message: 'Jump!', url });
    expect(content.embedUrl).toBeUndefined();
  });

  it('stores the first web link of a share for its preview, without fetching it on the request', async () => {
    // A loopback link the preview guard refuses without connecting (and without DNS).
    const res = await share(rep.token, { message: 'Look http://127.0.0.1:9/a, and more' });
    expect(res.status).toBe(201);
    expect(contentOf(res.body)).toMatchObject({ link: 'http://127.0.0.1:9/a', preview: null });
  });
});

describe('POST /feeds refuses bad input and writes nothing', () => {
  let rep: Session;
  let unverified: Session;
  beforeAll(async () => {
    [rep, unverified] = await Promise.all([verifiedCatRep('Nadia', 'Nothing'), registerCatRep()]);
  });

  const cases: { name: string; body: () => unknown; message: string }[] = [
    {
      name: 'an empty message',
      body: () => ({ type: 1, content: JSON.stringify({ message: '' }) }),
      message: 'Share message is required',
    },
    {
      name: 'a message of blanks',
      body: () => ({ type: 1, content: JSON.stringify({ message: '   ' }) }),
      message: 'Share message is required',
    },
    {
      name: 'a 100 kB message',
      body: () => ({ type: 1, content: JSON.stringify({ message: 'm'.repeat(100_000) }) }),
      message: 'Share message must be at most 5000 characters',
    },
    {
      name: 'an unknown type',
      body: () => ({ type: 9, content: JSON.stringify({ message: 'Hi' }) }),
      message: 'Type is not valid',
    },
    {
      name: 'a diary type (CatBlog publishes those)',
      body: () => ({ type: 5, content: JSON.stringify({ message: 'Hi' }) }),
      message: 'Type is not valid',
    },
    {
      name: 'a type as text',
      body: () => ({ type: 'share', content: JSON.stringify({ message: 'Hi' }) }),
      message: 'Type is not valid',
    },
    { name: 'no content', body: () => ({ type: 1 }), message: 'Share message is required' },
    { name: 'no body fields at all', body: () => ({}), message: 'Type is not valid' },
    {
      name: 'content that is not JSON',
      body: () => ({ type: 1, content: 'plain text' }),
      message: 'Share message is required',
    },
    {
      name: 'a YouTube post with a link elsewhere',
      body: () => ({ type: 4, content: JSON.stringify({ message: 'Hi', url: 'https://vimeo.com/123456' }) }),
      message: 'Youtube url should be a YouTube video link',
    },
    {
      name: 'a YouTube post without a link',
      body: () => ({ type: 4, content: JSON.stringify({ message: 'Hi' }) }),
      message: 'Youtube url is required',
    },
    {
      name: 'a video post whose link is not a web link',
      body: () => ({ type: 3, content: JSON.stringify({ message: 'Hi', url: 'javascript:alert(1)' }) }),
      message: 'Video url should be a web link',
    },
    {
      name: 'unknown content fields (file is the server’s)',
      body: () => ({ type: 1, content: JSON.stringify({ message: 'Hi', file: { path: 'x' } }) }),
      message: '',
    },
  ];

  for (const c of cases) {
    it(`${c.name}: 400`, async () => {
      const res = await post('/feeds', c.body(), rep.token);
      expectError(res, 400, { code: 'invalid-argument', ...(c.message ? { message: c.message } : {}) });
      expect(await postCount(rep.uid)).toBe(0);
    });
  }

  it('a body that is not JSON: 400', async () => {
    const res = await call('POST', '/feeds', {
      raw: '{"type":1,',
      contentType: 'application/json',
      token: rep.token,
    });
    // The Functions runtime parses JSON before the app does and answers its own HTML page.
    expect(res.status).toBe(400);
    expect(await postCount(rep.uid)).toBe(0);
  });

  it('no token: 401', async () => {
    expectError(await share(null, { message: 'Hi' }), 401, { message: serverMessages.unauthorized });
  });

  it('the fixed guest token: 403 with the guest message', async () => {
    expectError(await share(GUEST_TOKEN, { message: 'Hi' }), 403, { message: serverMessages.guest });
  });

  it('an anonymous guest: 403 with the guest message, nothing written', async () => {
    const token = await anonymousGuestToken();
    expectError(await share(token, { message: 'Hi' }), 403, { message: serverMessages.guest });
  });

  it('an unverified CatRep: 403, nothing written', async () => {
    expectError(await share(unverified.token, { message: 'Hi' }), 403, { message: serverMessages.guest });
    expect(await postCount(unverified.uid)).toBe(0);
  });

  it('a bad token: 401', async () => {
    expectError(await share('not-a-token', { message: 'Hi' }), 401);
  });
});

describe('PUT and DELETE /feeds/{id}', () => {
  let author: Session;
  let other: Session;
  let admin: Session;
  beforeAll(async () => {
    [author, other, admin] = await Promise.all([
      verifiedCatRep('Edda', 'Editor'),
      verifiedCatRep('Olaf', 'Outsider'),
      adminCatRep(),
    ]);
  });

  const edit = (id: string, message: string, token: string, type = 1) =>
    put<FeedBody>(`/feeds/${id}`, { type, content: JSON.stringify({ message }) }, token);

  it("the author edits: 200 'Cat Share edited successfully'", async () => {
    const created = await shared(author.token, 'First words');
    const res = await edit(created.id, 'Better words', author.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(success.catShareEdited);
    expect(contentOf(res.body).message).toBe('Better words');
    expect((await feedDoc(created.id))?.content.message).toBe('Better words');
  });

  it('another CatRep cannot edit: 403, unchanged', async () => {
    const created = await shared(author.token, 'Hands off');
    const before = await feedState(created.id);
    expectError(await edit(created.id, 'Hijacked', other.token), 403, { message: serverMessages.forbidden });
    expect(await feedState(created.id)).toEqual(before);
  });

  it('an admin edits any post', async () => {
    const created = await shared(author.token, 'Needs moderation');
    const res = await edit(created.id, 'Moderated', admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await feedDoc(created.id))?.content.message).toBe('Moderated');
  });

  it('bad edits: empty message, another type, guest, missing post — nothing written', async () => {
    const created = await shared(author.token, 'Stays as it is');
    const before = await feedState(created.id);
    expectError(await edit(created.id, '', author.token), 400, { message: 'Share message is required' });
    expectError(
      await put(
        `/feeds/${created.id}`,
        { type: 4, content: { message: 'x', url: 'https://youtu.be/dQw4w9WgXcQ' } },
        author.token,
      ),
      400,
      { message: 'Type is not valid' },
    );
    expectError(await edit(created.id, 'Guest edit', GUEST_TOKEN), 403);
    expectError(await put(`/feeds/${created.id}`, { type: 1, content: { message: 'x' } }), 401);
    expect(await feedState(created.id)).toEqual(before);
    expectError(await edit(`missing-${randomLetters()}`, 'Nobody', author.token), 404);
  });

  it('keeps the photos of a photo post when its message is edited', async () => {
    const created = await shared(author.token, 'With photo', 2);
    const upload = await call<FeedBody>('POST', `/feeds/${created.id}/files`, {
      form: fileForm(await demoPhoto(11, 'cat')),
      token: author.token,
    });
    expect(upload.status).toBe(201);
    const res = await edit(created.id, 'With photo, edited', author.token, 2);
    expect(res.status).toBe(200);
    expect(contentOf(res.body).files).toEqual(contentOf(upload.body).files);
  });

  it('another CatRep cannot delete: 403, post, likes and comments stay', async () => {
    const created = await shared(author.token, 'Still here');
    expect((await like(created.id, other.token)).status).toBe(200);
    expect(
      (await post(`/feeds/${created.id}/comments`, { content: { message: 'Hi' } }, other.token)).status,
    ).toBe(201);
    const before = await feedState(created.id);
    expectError(await del(`/feeds/${created.id}`, other.token), 403);
    expectError(await del(`/feeds/${created.id}`, GUEST_TOKEN), 403);
    expectError(await del(`/feeds/${created.id}`), 401);
    expect(await feedState(created.id)).toEqual(before);
  });

  it('the author deletes: the post, its likes and comments are gone', async () => {
    const created = await shared(author.token, 'Going away');
    expect((await like(created.id, other.token)).status).toBe(200);
    expect((await like(created.id, author.token)).status).toBe(200);
    expect(
      (await post(`/feeds/${created.id}/comments`, { content: { message: 'Bye' } }, other.token)).status,
    ).toBe(201);
    expect((await feedState(created.id)).likes).toHaveLength(2);

    const res = await del(`/feeds/${created.id}`, author.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(success.catShareDeleted);
    expect(await feedState(created.id)).toMatchObject({ exists: false, likes: [], comments: [] });
    expectError(await del(`/feeds/${created.id}`, author.token), 404);
  });

  it("an admin deletes someone's post with its likes, comments and photo", async () => {
    const created = await shared(author.token, 'Against the rules', 2);
    const upload = await call<FeedBody>('POST', `/feeds/${created.id}/files`, {
      form: fileForm(await demoPhoto(12, 'cat')),
      token: author.token,
    });
    expect(upload.status).toBe(201);
    expect((await like(created.id, other.token)).status).toBe(200);
    expect(
      (await post(`/feeds/${created.id}/comments`, { content: { message: 'Hmm' } }, other.token)).status,
    ).toBe(201);

    const res = await del(`/feeds/${created.id}`, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await feedState(created.id)).toMatchObject({ exists: false, likes: [], comments: [] });
    for (const variant of contentOf(upload.body).files![0]!.variants) {
      expect((await fetchMedia(variant.path)).status).toBe(404);
    }
  });
});
