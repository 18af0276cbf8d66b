/**
 * Writing CatShare posts (docs/product.md §1 CatShare, §3 Feed item, §7 Feed; README "CatShare"):
 * a new post and an edit, each one guarded transaction (domain/guard.ts) that reads what permits
 * it — the author active, the cats it names still nameable (./post-cats.ts, blocks included) — and
 * writes the post. Diary items (type 5) are written with their CatBlog entries (./diary-items.ts).
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  DiaryVisibility,
  FeedType,
  firstLink,
  hashtags,
  youtubeEmbedUrl,
  type FeedContent,
  type FeedDoc,
  type FeedRequest,
} from '@catrep/model';
import type { Caller } from '../../core/viewer.js';
import { badRequest, forbidden, notFound } from '../../core/errors.js';
import { feeds } from '../../store/collections.js';
import { QUOTAS } from '../../store/throttles.js';
import { guarded } from '../guard.js';
import { userSummary } from '../serializers/users.js';
import { refuseDiaryItem } from './diary-items.js';
import { catFields, nameableCats } from './post-cats.js';
import { arrangedPhotos } from './post-photos.js';
import { tagUseChange } from './tags.js';
import { isDeepStrictEqual } from 'node:util';

/** The stored content of a request: link and embed derived, preview pending. */
function contentOf(body: FeedRequest, previous?: FeedContent): FeedContent {
  const content: FeedContent = { message: body.content.message };
  if ('url' in body.content) content.url = body.content.url;
  if (body.type === FeedType.youtube && content.url) content.embedUrl = youtubeEmbedUrl(content.url)!;
  // Every post's message may carry a link (a photo post's too); its preview follows by trigger.
  const link = firstLink(content.message);
  if (link) {
    content.link = link;
    content.preview = previous?.link === link ? (previous.preview ?? null) : null;
  }
  if (previous?.files) content.files = previous.files;
  return content;
}

/** Whether `post` has been out for others: any post but a photo post still without its photos. */
const isPublished = (post: FeedDoc) => post.type !== FeedType.photo || (post.content.files?.length ?? 0) > 0;

/**
 * Whether an edit to `content` (and `cats`, when given) changes what `post` says or shows: its
 * message, link, photos' order and alt texts, or the cats it names. The link preview is left out:
 * a trigger writes it.
 */
function changesWhatItSays(post: FeedDoc, content: FeedContent, cats: { catIds?: string[] }): boolean {
  const shown = (c: FeedContent) => ({ message: c.message, url: c.url, files: c.files ?? [] });
  return (
    !isDeepStrictEqual(shown(post.content), shown(content)) ||
    (cats.catIds !== undefined && !isDeepStrictEqual(cats.catIds, post.catIds ?? []))
  );
}

/**
 * CatRep `uid` shares `body`: resolves the new post's id and the post as stored (its times the
 * transaction's attempt's, so the answer needs no read back). A photo post starts for its author
 * alone (visibility 3) and becomes public with its first photo (./post-photos.ts). Throws the
 * guard's refusals, 429 past the posts quota, 403 'cat-not-nameable'.
 */
export async function createPost(uid: string, body: FeedRequest): Promise<{ id: string; post: FeedDoc }> {
  const ref = feeds.doc();
  const post = await guarded(
    uid,
    async (g) => {
      const named = await nameableCats(g.tx, uid, body.cats ?? []);
      const content = contentOf(body);
      const now = Timestamp.now();
      const doc: FeedDoc = {
        type: body.type,
        content,
        userId: uid,
        user: userSummary(uid, g.profile),
        // A photo post waits for its first photo (./post-photos.ts).
        visibility: body.type === FeedType.photo ? DiaryVisibility.onlyMe : DiaryVisibility.everyone,
        tags: hashtags(content.message),
        createdAt: now,
        updatedAt: now,
      };
      const tags = await tagUseChange(g.tx, ref.id, uid, undefined, doc);
      const stored: FeedDoc = { ...doc, ...tags.fields, ...(named.length ? catFields(named) : {}) };
      g.tx.create(ref, stored);
      tags.write();
      return stored;
    },
    { quota: QUOTAS.posts },
  );
  return { id: ref.id, post };
}

/**
 * `caller` (the author or an admin) edits post `postId` as `body` asks: the message (and link);
 * `cats`, when given, become the cats it names (new ones checked as for a new post, and none of a
 * CatRep a block stands between with the author); `photos`, when given, a photo post's order and
 * alt texts. 404 when there is no post, 403 for anyone else, 400 for a diary item or another type.
 */
export async function editPost(
  caller: Caller & { kind: 'catrep' },
  postId: string,
  body: FeedRequest,
): Promise<void> {
  const ref = feeds.doc(postId);
  await guarded(caller.uid, async (g) => {
    const post = (await g.tx.get(ref)).data();
    if (!post) throw notFound();
    if (post.userId !== caller.uid && !caller.admin) throw forbidden();
    refuseDiaryItem(post);
    if (post.type !== body.type) throw badRequest('Type is not valid');
    const content = contentOf(body, post.content);
    if ('photos' in body && body.photos)
      content.files = arrangedPhotos(post.content.files ?? [], body.photos);
    const named = body.cats && (await nameableCats(g.tx, post.userId, body.cats, post.cats));
    const tags = hashtags(content.message);
    const change = await tagUseChange(g.tx, postId, post.userId, post, { ...post, tags });
    const cats = named ? catFields(named) : {};
    g.tx.update(ref, {
      content,
      tags,
      ...cats,
      ...change.fields,
      // Visibly edited once published (a photo post: once its first photo is there).
      ...(isPublished(post) && changesWhatItSays(post, content, cats)
        ? { editedAt: FieldValue.serverTimestamp() }
        : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    change.write();
  });
}
