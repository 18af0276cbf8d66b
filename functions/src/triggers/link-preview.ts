/**
 * A CatShare post (`feeds/{feedId}`) or a diary entry (`cats/{catId}/blogs/{blogId}`) written
 * with a new first link: fetch its preview (docs/product.md §5 last rule). The document is saved at once; the
 * preview arrives a moment later, live, in `content.preview`. A link that cannot or may not be
 * fetched leaves `preview` null. The page's image is fetched under the same guard and copied into
 * the media store (`{document path}/preview_{id}.jpg`), so pages load images from CatRep alone
 * (README "Security"); a preview image the document no longer shows — edited or deleted — leaves
 * the media store. Both triggers run the one `fillPreview` and `dropReplacedImage`.
 */
import { onDocumentWritten, type Change, type FirestoreEvent } from 'firebase-functions/v2/firestore';
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { FeedType, mediaUrl, type LinkPreview } from '@catrep/model';
import { logger } from 'firebase-functions';
import { diaryItemRef } from '../domain/feeds/diary-items.js';
import { storePreviewImage } from '../domain/media/images.js';
import { mediaStore } from '../store/media.js';
import { linkPreview } from '../domain/previews/link-preview.js';
import { fetchImage } from '../domain/previews/safe-fetch.js';
import { converters } from '../store/collections.js';

type WriteEvent = FirestoreEvent<Change<DocumentSnapshot> | undefined>;

/** The media-store path of a preview image CatRep stored, or null (none, or an old outside URL). */
function storedImage(preview: unknown): string | null {
  const image = (preview as LinkPreview | null | undefined)?.image;
  return typeof image === 'string' && image.startsWith('/media/') ? image.slice('/media/'.length) : null;
}

/** `preview` with its image copied into the media store under `prefix`, or with none if it fails. */
async function withStoredImage(preview: LinkPreview, prefix: string): Promise<LinkPreview> {
  if (!preview.image) return preview;
  try {
    return { ...preview, image: mediaUrl(await storePreviewImage(prefix, await fetchImage(preview.image))) };
  } catch (e) {
    logger.warn(`No preview image from ${preview.image}: ${(e as Error).message}`);
    return { ...preview, image: null };
  }
}

/**
 * Removes the preview image the written document showed before when it shows another or none now
 * (its link was edited, or it was deleted). The document and its mirrors share one image.
 */
async function dropReplacedImage(event: WriteEvent) {
  const before = storedImage(event.data?.before?.get('content.preview'));
  const after = event.data?.after?.exists ? storedImage(event.data.after.get('content.preview')) : null;
  if (before && before !== after) await mediaStore().remove(before);
}

/**
 * Stores the preview of the link `linkOf` reads from the written document, when that link is new
 * (a create, or an edit that changed it), in it and in `alsoIn` (documents that mirror it, e.g. a
 * diary entry's CatShare item) wherever they still link there, in one transaction.
 */
async function fillPreview(
  event: WriteEvent,
  linkOf: (snap: DocumentSnapshot) => string | null | undefined,
  alsoIn: DocumentReference[] = [],
) {
  const after = event.data?.after;
  if (!after?.exists) return;
  const link = linkOf(after);
  const before = event.data?.before;
  if (!link || (before?.exists && before.get('content.link') === link)) return;
  let preview: LinkPreview;
  try {
    preview = await withStoredImage(await linkPreview(link), `${after.ref.path}/preview`);
  } catch (e) {
    logger.warn(`No preview for ${link}: ${(e as Error).message}`);
    return;
  }
  // Only if the message still links there (it may have been edited meanwhile).
  const written = await after.ref.firestore.runTransaction(async (tx) => {
    const docs = await Promise.all([after.ref, ...alsoIn].map((ref) => tx.get(ref)));
    const current = docs.filter((now) => now.exists && now.get('content.link') === link);
    for (const now of current) tx.update(now.ref, { 'content.preview': preview });
    return current.length > 0;
  });
  const image = storedImage(preview);
  if (!written && image) await mediaStore().remove(image);
}

/** A post's preview; a diary item's comes with its entry's (below). */
export const linkPreviewOnFeed = onDocumentWritten('feeds/{feedId}', async (event) => {
  const post = event.data?.before?.exists ? event.data.before : event.data?.after;
  // A diary item's preview is its entry's: the entry's trigger keeps both.
  if (post?.exists && converters.feed.fromFirestore(post).type === FeedType.diary) return;
  await dropReplacedImage(event);
  await fillPreview(event, (snap) => converters.feed.fromFirestore(snap).content.link);
});

/** A diary entry's preview, also stored in its CatShare item. */
export const linkPreviewOnBlog = onDocumentWritten('cats/{catId}/blogs/{blogId}', async (event) => {
  await dropReplacedImage(event);
  await fillPreview(event, (snap) => converters.blog.fromFirestore(snap).content.link, [
    diaryItemRef(event.params.blogId),
  ]);
});
