/**
 * feeds/{feedId} written with a new first link: fetch its preview (SPEC §5 last rule). The post
 * is saved at once; the preview arrives a moment later, live, in `content.preview`. A link that
 * cannot or may not be fetched leaves `preview` null.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions';
import { linkPreview } from '../previews/link-preview.js';
import { converters } from '../store/collections.js';

export const linkPreviewOnFeed = onDocumentWritten('feeds/{feedId}', async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  const link = converters.feed.fromFirestore(after).content.link;
  const before = event.data?.before;
  if (!link || (before?.exists && before.get('content.link') === link)) return;
  try {
    const preview = await linkPreview(link);
    // Only if the message still links there (it may have been edited meanwhile).
    await after.ref.firestore.runTransaction(async (tx) => {
      const now = await tx.get(after.ref);
      if (now.exists && now.get('content.link') === link)
        tx.update(after.ref, { 'content.preview': preview });
    });
  } catch (e) {
    logger.warn(`No preview for ${link}: ${(e as Error).message}`);
  }
});
