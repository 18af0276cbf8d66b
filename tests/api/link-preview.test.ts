/**
 * Link previews (docs/product.md §5 last rule, §3 Feed item content holds title, description, image, url;
 * docs/architecture.md §1 Link previews): the first web link of a new share is fetched on the
 * server and its Open Graph title, description, image and url stored with the post — as text —
 * while server-side request forgery is refused.
 *
 * (a) functions/src/domain/previews/safe-fetch.ts `fetchPage` and domain/previews/link-preview.ts `linkPreview`
 *     called directly against a local page (let through by LINK_PREVIEW_ALLOW, as in test runs):
 *     refusals for loopback on another port, `localhost` (a loopback DNS answer), IPv6 and
 *     numeric spellings of loopback, 10.0.0.1, 169.254.169.254, redirects to them, `file:` and
 *     `ftp:` URLs, a page over 1 MB, a non-HTML type and a page slower than 5 s.
 * (b) End to end: POST /feeds with a link to the local page → `content.preview` appears on the
 *     post (the trigger of triggers/link-preview.ts, run by the emulator suite with
 *     LINK_PREVIEW_ALLOW=127.0.0.1:{CATREP_PREVIEW_TEST_PORT}); links the guard refuses leave
 *     `preview` null and never reach their server.
 *
 * Network safety: nothing here may reach a non-loopback address. The tripwire every test layer
 * installs (tests/support/tripwire.ts) throws for any other host while these tests run, so even a
 * broken guard could not send traffic to 10.0.0.1 or 169.254.169.254; each refusal also asserts
 * that the tripwire never fired, i.e. the guard refused before any socket was opened.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlockedFetchError,
  fetchPage,
  isPublicAddress,
  PREVIEW_MAX_BYTES,
} from '../../functions/src/domain/previews/safe-fetch.js';
import { linkPreview } from '../../functions/src/domain/previews/link-preview.js';
import { call } from '../support/api.js';
import { feedDoc, shared } from '../support/feeds.js';
import { fetchMedia, storedFiles } from '../support/photos.js';
import { verifiedCatRep, type Session } from '../support/people.js';
import { tripped } from '../support/tripwire.js';
import { pollUntil } from '../support/wait.js';

/** The port the emulator suite's LINK_PREVIEW_ALLOW lets through (scripts/emulators.mjs). */
const PORT = Number(process.env.CATREP_PREVIEW_TEST_PORT ?? 5055);
const ORIGIN = `http://127.0.0.1:${PORT}`;

// ---- Tripwire: no socket to anything but loopback --------------------------------------------
// Installed for every test by tests/support/no-network.setup.ts (vitest.config.ts); `tripped`
// lists the hosts it refused since the last test.

// ---- The local web pages -----------------------------------------------------------------------
const hits: string[] = [];
const hitsOf = (path: string) => hits.filter((h) => h === path).length;

const page = (head: string, body = '<p>Cats.</p>') =>
  `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

const PAGES: Record<string, string> = {
  '/cat-page': page(
    `<title>Fallback title</title>
     <meta property="og:title" content="Whiskers' great day out">
     <meta property="og:description" content="A tabby explores   the garden.">
     <meta property="og:image" content="/img/whiskers.jpg">
     <meta property="og:url" content="${ORIGIN}/cat-page?canonical=1">`,
  ),
  '/other-page': page(
    `<meta property="og:title" content="Another cat">
     <meta property="og:description" content="Naps all day.">`,
  ),
  '/script-title': page(
    `<meta property="og:title" content='<script>alert("meow")</script> Sneaky cat'>
     <meta property="og:description" content="&lt;img src=x onerror=alert(1)&gt; text only">`,
  ),
  '/plain': page('<title>Just a title</title><meta name="description" content="Plain description">'),
};

/** The page's Open Graph image: a 600×400 JPEG. */
const whiskers = sharp({ create: { width: 600, height: 400, channels: 3, background: '#f4a261' } })
  .jpeg()
  .toBuffer();

/**
 * Serves the pages above, plus /img/whiskers.jpg, /redirect?to=…, /big, /json, /image, /slow and
 * /trickle.
 */
function serve(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', ORIGIN);
  hits.push(url.pathname);
  const html = PAGES[url.pathname];
  if (html) {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    return;
  }
  switch (url.pathname) {
    case '/redirect':
      res.writeHead(302, { Location: url.searchParams.get('to') ?? '/' }).end();
      return;
    case '/big': {
      // Over 1 MB without Content-Length: the reader must stop counting at 1 MB.
      res.writeHead(200, { 'Content-Type': 'text/html' });
      const chunk = `<p>${'m'.repeat(64 * 1024)}</p>`;
      res.write(page('<meta property="og:title" content="Too big">'));
      for (let sent = 0; sent <= PREVIEW_MAX_BYTES + chunk.length; sent += chunk.length) res.write(chunk);
      res.end();
      return;
    }
    case '/json':
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"og:title":"not html"}');
      return;
    case '/image':
      res.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.alloc(64));
      return;
    case '/img/whiskers.jpg':
      void whiskers.then((jpeg) => res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(jpeg));
      return;
    case '/slow': {
      // Answers after 7 s: longer than the 5 s limit.
      const timer = setTimeout(
        () => res.writeHead(200, { 'Content-Type': 'text/html' }).end(PAGES['/plain']),
        7000,
      );
      res.on('close', () => clearTimeout(timer));
      return;
    }
    case '/trickle': {
      // Headers at once, then a byte every 500 ms for 8 s: the 5 s limit covers the body too.
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.write('<!doctype html><html><head>');
      const timer = setInterval(() => res.write(' '), 500);
      const end = setTimeout(() => {
        clearInterval(timer);
        res.end(PAGES['/plain']);
      }, 8000);
      res.on('close', () => {
        clearInterval(timer);
        clearTimeout(end);
      });
      return;
    }
    default:
      res.writeHead(404, { 'Content-Type': 'text/html' }).end(page('<title>Not found</title>'));
  }
}

/** Another loopback port the guard must never reach; counts connections made to it. */
let trapHits = 0;
let trapPort = 0;

let pages: http.Server;
let trap: net.Server;
const previousAllow = process.env.LINK_PREVIEW_ALLOW;

beforeAll(async () => {
  process.env.LINK_PREVIEW_ALLOW = `127.0.0.1:${PORT}`;
  pages = http.createServer(serve);
  await new Promise<void>((resolve, reject) => {
    pages.once('error', reject);
    pages.listen(PORT, '127.0.0.1', () => resolve());
  });
  trap = net.createServer((socket) => {
    trapHits++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', () => resolve()));
  trapPort = (trap.address() as AddressInfo).port;
});

afterAll(async () => {
  if (previousAllow === undefined) delete process.env.LINK_PREVIEW_ALLOW;
  else process.env.LINK_PREVIEW_ALLOW = previousAllow;
  pages?.closeAllConnections();
  await Promise.all([
    new Promise((r) => (pages ? pages.close(r) : r(null))),
    new Promise((r) => (trap ? trap.close(r) : r(null))),
  ]);
});

/** Expects `link` to be refused by the guard: BlockedFetchError, no socket to a non-loopback host. */
async function expectRefused(link: string, reason?: RegExp) {
  const before = trapHits;
  const error = await fetchPage(link).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `${link} should be refused`).toBeInstanceOf(BlockedFetchError);
  if (reason) expect((error as Error).message).toMatch(reason);
  expect(tripped).toEqual([]);
  expect(trapHits).toBe(before);
}

describe('isPublicAddress', () => {
  const refused = [
    '127.0.0.1',
    '127.1.2.3',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    'not an address',
  ];
  for (const ip of refused) it(`${ip} is not public`, () => expect(isPublicAddress(ip)).toBe(false));
  for (const ip of ['8.8.8.8', '93.184.216.34', '2001:4860:4860::8888']) {
    it(`${ip} is public`, () => expect(isPublicAddress(ip)).toBe(true));
  }
});

describe('fetchPage', () => {
  it('fetches the allowed local page', async () => {
    const res = await fetchPage(`${ORIGIN}/cat-page`);
    expect(res.url).toBe(`${ORIGIN}/cat-page`);
    expect(res.html).toContain('og:title');
  });

  it('follows a redirect within the allowed page and reports the final URL', async () => {
    const res = await fetchPage(`${ORIGIN}/redirect?to=/other-page`);
    expect(res.url).toBe(`${ORIGIN}/other-page`);
    expect(res.html).toContain('Another cat');
  });

  it('refuses 127.0.0.1 on another port, before connecting', async () => {
    await expectRefused(`http://127.0.0.1:${trapPort}/`, /not public/);
  });

  it('refuses other spellings of loopback: [::1], [::ffff:127.0.0.1], 2130706433, 0x7f.1', async () => {
    await expectRefused(`http://[::1]:${trapPort}/`);
    await expectRefused(`http://[::ffff:127.0.0.1]:${trapPort}/`);
    await expectRefused(`http://2130706433:${trapPort}/`);
    await expectRefused(`http://0x7f.1:${trapPort}/`);
  });

  it('refuses localhost (its DNS answer is loopback), even on the allowed port', async () => {
    await expectRefused(`http://localhost:${trapPort}/`, /resolves to/);
    const before = hits.length;
    await expectRefused(`http://localhost:${PORT}/cat-page`, /resolves to/);
    expect(hits.length).toBe(before);
  });

  it('refuses 10.0.0.1 and 169.254.169.254 before any socket', async () => {
    await expectRefused('http://10.0.0.1/', /not public/);
    await expectRefused('http://169.254.169.254/latest/meta-data/', /not public/);
    await expectRefused('https://169.254.169.254/computeMetadata/v1/', /not public/);
    await expectRefused('http://[fd00:ec2::254]/latest/meta-data/', /not public/);
  });

  it('refuses a redirect from the allowed page to 127.0.0.1 on another port', async () => {
    const before = hitsOf('/redirect');
    await expectRefused(
      `${ORIGIN}/redirect?to=${encodeURIComponent(`http://127.0.0.1:${trapPort}/`)}`,
      /not public/,
    );
    expect(hitsOf('/redirect')).toBe(before + 1);
  });

  it('refuses a redirect from the allowed page to 169.254.169.254 and to 10.0.0.1', async () => {
    await expectRefused(
      `${ORIGIN}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`,
    );
    await expectRefused(`${ORIGIN}/redirect?to=${encodeURIComponent('http://10.0.0.1/')}`);
  });

  it('refuses a redirect to localhost and to a file: URL', async () => {
    await expectRefused(`${ORIGIN}/redirect?to=${encodeURIComponent(`http://localhost:${trapPort}/`)}`);
    await expectRefused(`${ORIGIN}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`, /scheme/);
  });

  it('refuses file: and ftp: URLs', async () => {
    await expectRefused('file:///etc/passwd', /scheme file:/);
    await expectRefused(`ftp://127.0.0.1:${trapPort}/pub/cats.txt`, /scheme ftp:/);
    await expectRefused('gopher://127.0.0.1:70/', /scheme/);
  });

  it('refuses a page over 1 MB', async () => {
    await expectRefused(`${ORIGIN}/big`, /1 MB/);
  });

  it('refuses content that is not HTML', async () => {
    await expectRefused(`${ORIGIN}/json`, /content type/);
    await expectRefused(`${ORIGIN}/image`, /content type/);
  });

  it('refuses a missing page', async () => {
    await expectRefused(`${ORIGIN}/nothing-here`, /status 404/);
  });

  it('gives up on a page slower than 5 s, headers or body', { timeout: 15_000 }, async () => {
    const started = Date.now();
    const results = await Promise.all(
      ['/slow', '/trickle'].map((path) =>
        fetchPage(`${ORIGIN}${path}`).then(
          () => 'fetched',
          (e: unknown) => (e as Error).name,
        ),
      ),
    );
    const elapsed = Date.now() - started;
    expect(results).toEqual([expect.not.stringMatching(/fetched/), expect.not.stringMatching(/fetched/)]);
    expect(elapsed).toBeGreaterThanOrEqual(4500);
    expect(elapsed).toBeLessThan(6500);
  });

  it('without the allow-list the local page itself is refused', async () => {
    process.env.LINK_PREVIEW_ALLOW = '';
    try {
      await expectRefused(`${ORIGIN}/cat-page`, /not public/);
    } finally {
      process.env.LINK_PREVIEW_ALLOW = `127.0.0.1:${PORT}`;
    }
  });
});

describe('linkPreview', () => {
  it('reads the Open Graph title, description, image (made absolute) and url', async () => {
    expect(await linkPreview(`${ORIGIN}/cat-page`)).toEqual({
      title: "Whiskers' great day out",
      description: 'A tabby explores the garden.',
      image: `${ORIGIN}/img/whiskers.jpg`,
      url: `${ORIGIN}/cat-page?canonical=1`,
    });
  });

  it('without Open Graph tags: the page URL, no image', async () => {
    const preview = await linkPreview(`${ORIGIN}/plain`);
    expect(preview).toMatchObject({ url: `${ORIGIN}/plain`, image: null });
    expect(typeof preview.title).toBe('string');
  });

  it('keeps markup in the title as plain text', async () => {
    const preview = await linkPreview(`${ORIGIN}/script-title`);
    expect(preview.title).toBe('<script>alert("meow")</script> Sneaky cat');
    expect(preview.description).toBe('<img src=x onerror=alert(1)> text only');
  });

  it('rejects what fetchPage refuses', async () => {
    await expect(linkPreview(`http://127.0.0.1:${trapPort}/`)).rejects.toBeInstanceOf(BlockedFetchError);
    await expect(linkPreview('http://169.254.169.254/latest/meta-data/')).rejects.toBeInstanceOf(
      BlockedFetchError,
    );
    expect(tripped).toEqual([]);
  });
});

describe('previews on posts (end to end through the trigger)', () => {
  let rep: Session;
  beforeAll(async () => {
    rep = await verifiedCatRep('Lina', 'Linker');
  });

  const previewOf = async (id: string) => (await feedDoc(id))?.content.preview as unknown;

  it('a share linking the local page gets its preview, stored as text, its image copied to /media', async () => {
    const post = await shared(rep.token, `Look at this: ${ORIGIN}/cat-page!`);
    const preview = (await pollUntil(
      () => previewOf(post.id),
      (p) => !!p,
    )) as { image: string };
    expect(preview).toEqual({
      title: "Whiskers' great day out",
      description: 'A tabby explores the garden.',
      image: expect.stringMatching(new RegExp(`^/media/feeds/${post.id}/preview_[\\w-]+\\.jpg$`)),
      url: `${ORIGIN}/cat-page?canonical=1`,
    });
    // CatRep's own square copy, served from the media base: no page loads the outside image.
    const copy = await fetchMedia(preview.image.slice('/media/'.length));
    expect(copy.status).toBe(200);
    expect(await sharp(copy.data).metadata()).toMatchObject({ format: 'jpeg', width: 240, height: 240 });
    expect((await feedDoc(post.id))?.content).toMatchObject({
      message: `Look at this: ${ORIGIN}/cat-page!`,
      link: `${ORIGIN}/cat-page`,
    });
  });

  it('an Open Graph title with <script> is stored verbatim as a string', async () => {
    const post = await shared(rep.token, `Sneaky ${ORIGIN}/script-title`);
    const preview = (await pollUntil(
      () => previewOf(post.id),
      (p) => !!p,
    )) as { title: unknown };
    expect(preview.title).toBe('<script>alert("meow")</script> Sneaky cat');
  });

  it('an edit to another link fetches the new preview; the old image leaves the media store', async () => {
    const post = await shared(rep.token, `First ${ORIGIN}/cat-page`);
    await pollUntil(
      () => previewOf(post.id),
      (p) => !!p,
    );
    expect(await storedFiles(`feeds/${post.id}`)).toHaveLength(1);
    const res = await call('PUT', `/feeds/${post.id}`, {
      json: { type: 1, content: { message: `Now ${ORIGIN}/other-page` } },
      token: rep.token,
    });
    expect(res.status).toBe(200);
    const preview = await pollUntil(
      () => previewOf(post.id),
      (p) => (p as { title?: string } | null)?.title === 'Another cat',
    );
    expect(preview).toMatchObject({ title: 'Another cat', description: 'Naps all day.', image: null });
    expect(
      await pollUntil(
        () => storedFiles(`feeds/${post.id}`),
        (f) => f.length === 0,
      ),
    ).toEqual([]);
  });

  it('a deleted post takes its preview image with it', async () => {
    const post = await shared(rep.token, `Bye ${ORIGIN}/cat-page`);
    await pollUntil(
      () => previewOf(post.id),
      (p) => !!p,
    );
    expect(await storedFiles(`feeds/${post.id}`)).toHaveLength(1);
    expect((await call('DELETE', `/feeds/${post.id}`, { token: rep.token })).status).toBe(200);
    expect(
      await pollUntil(
        () => storedFiles(`feeds/${post.id}`),
        (f) => f.length === 0,
      ),
    ).toEqual([]);
  });

  it(
    'links the guard refuses leave no preview and never reach their server',
    { timeout: 40_000 },
    async () => {
      const trapBefore = trapHits;
      const redirectsBefore = hitsOf('/redirect');
      const refused = [
        `http://127.0.0.1:${trapPort}/cats`,
        `http://localhost:${trapPort}/cats`,
        `http://localhost:${PORT}/cat-page`,
        `${ORIGIN}/redirect?to=${encodeURIComponent(`http://127.0.0.1:${trapPort}/`)}`,
        `${ORIGIN}/json`,
        `${ORIGIN}/big`,
      ];
      const posts = [];
      for (const link of refused) posts.push(await shared(rep.token, `Try ${link}`));
      // A control post sent last: once its preview is there, the refused ones have had their turn.
      const control = await shared(rep.token, `Control ${ORIGIN}/other-page`);
      await pollUntil(
        () => previewOf(control.id),
        (p) => !!p,
      );
      await new Promise((r) => setTimeout(r, 3000));
      for (const [i, p] of posts.entries()) {
        expect((await feedDoc(p.id))?.content, refused[i]).toMatchObject({ preview: null });
      }
      expect(trapHits).toBe(trapBefore);
      expect(hitsOf('/redirect')).toBeGreaterThan(redirectsBefore);
    },
  );

  it('a share without a link stores only the message', async () => {
    const post = await shared(rep.token, 'No links here, just purrs');
    expect((await feedDoc(post.id))?.content).toEqual({ message: 'No links here, just purrs' });
  });
});
