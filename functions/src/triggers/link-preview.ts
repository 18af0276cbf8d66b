/**
 * A CatShare post (`feeds/{feedId}`) or a diary entry (`cats/{catId}/blogs/{blogId}`) written
 * with a new first link: fetch its preview (SPEC §5 last rule). The document is saved at once; the
 * preview arrives a moment later, live, in `content.preview`. A link that cannot or may not be
 * fetched leaves `preview` null. Both triggers run the one `fillPreview`.
 */
import { onDocumentWritten, type Change, type FirestoreEvent } from 'firebase-functions/v2/firestore';
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { FeedType } from '@catrep/model';
import { logger } from 'firebase-functions';
import { diaryItemRef } from '../feeds/diary-items.js';
import { linkPreview } from '../previews/link-preview.js';
import { converters } from '../store/collections.js';

type WriteEvent = FirestoreEvent<Change<DocumentSnapshot> | undefined>;

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
  try {
    const preview = await linkPreview(link);
    // Only if the message still links there (it may have been edited meanwhile).
    await after.ref.firestore.runTransaction(async (tx) => {
      const docs = await Promise.all([after.ref, ...alsoIn].map((ref) => tx.get(ref)));
      for (const now of docs) {
        if (now.exists && now.get('content.link') === link)
          tx.update(now.ref, { 'content.preview': preview });
      }
    });
  } catch (e) {
    logger.warn(`No preview for ${link}: ${(e as Error).message}`);
  }
}

/** A post's preview; a diary item's comes with its entry's (below). */
export const linkPreviewOnFeed = onDocumentWritten('feeds/{feedId}', (event) =>
  fillPreview(event, (snap) => {
    const post = converters.feed.fromFirestore(snap);
    return post.type === FeedType.diary ? null : post.content.link;
  }),
);

/** A diary entry's preview, also stored in its CatShare item. */
export const linkPreviewOnBlog = onDocumentWritten('cats/{catId}/blogs/{blogId}', (event) =>
  fillPreview(event, (snap) => converters.blog.fromFirestore(snap).content.link, [
    diaryItemRef(event.params.blogId),
  ]),
);
