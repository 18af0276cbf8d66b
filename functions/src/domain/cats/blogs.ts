/**
 * Writing CatBlog, a cat's diary (docs/product.md §1 CatBlog, §3 Diary entry, §7 Cats): a new
 * entry, a photo of an entry and an edit, each one guarded transaction (domain/guard.ts) that
 * reads the cat in it — the owner's, not being deleted — and writes the entry with its CatShare
 * item (domain/feeds/diary-items.ts), so the item takes the diary's visibility as it is when both
 * are written (README, "Diary visibility under races"). Deleting is domain/feeds/remove.ts.
 */
import { FieldValue } from 'firebase-admin/firestore';
import {
  DIARY_ENTRY_TYPE,
  MAX_BLOG_PHOTOS,
  failure,
  firstLink,
  type BlogContent,
  type BlogDoc,
} from '@catrep/model';
import { badRequest, notFound } from '../../core/errors.js';
import type { Upload } from '../../core/uploads.js';
import { blogs } from '../../store/collections.js';
import { ownCat, ownCatIn, readOrNotFound } from '../../store/read.js';
import { QUOTAS } from '../../store/throttles.js';
import { createDiaryItem, updateDiaryItem } from '../feeds/diary-items.js';
import { guarded, withQuota } from '../guard.js';
import { addAlbumPhoto } from '../media/album.js';

/** The stored content of `message`: its first link, and the preview kept while the link stays. */
function contentOf(message: string, previous?: BlogContent): BlogContent {
  const link = firstLink(message);
  return { message, link, preview: previous && previous.link === link ? previous.preview : null };
}

/**
 * The owner `uid` adds an entry with `message` to cat `catId`'s diary: resolves its id. 404/403
 * for a cat that is gone or not theirs, 429 past the posts quota, the guard's refusals.
 */
export async function addEntry(uid: string, catId: string, message: string): Promise<string> {
  const ref = blogs.of(catId).doc();
  await guarded(
    uid,
    async ({ tx }) => {
      const cat = await ownCatIn(tx, uid, catId);
      const doc: BlogDoc = {
        catId,
        ownerId: uid,
        type: DIARY_ENTRY_TYPE,
        content: contentOf(message),
        files: [],
        hidden: false,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      };
      tx.create(ref, doc);
      createDiaryItem(tx, ref.id, doc, cat);
    },
    { quota: QUOTAS.posts },
  );
  return ref.id;
}

/**
 * The owner `uid` adds the photo in `upload` to entry `blogId` of cat `catId` (MAX_BLOG_PHOTOS at
 * most: 400 'too-many-photos'). 404/403 as for `addEntry`, 429 past the uploads quota.
 */
export async function addEntryPhoto(
  uid: string,
  catId: string,
  blogId: string,
  upload: Upload,
): Promise<void> {
  await ownCat(uid, catId);
  const ref = blogs.of(catId).doc(blogId);
  const entry = await readOrNotFound(ref);
  const full = () => badRequest(failure.fileUpload, 'too-many-photos');
  if (entry.files.length >= MAX_BLOG_PHOTOS) throw full();
  // One prefix per photo: `{entry path}_{random id}_{width}.jpg`.
  const prefix = `${ref.path}_${blogs.of(catId).doc().id}`;
  await withQuota(uid, QUOTAS.uploads, () =>
    addAlbumPhoto(upload, prefix, failure.fileUpload, (photo) =>
      guarded(uid, async ({ tx }) => {
        // The cat too: no photo joins an entry of a cat being deleted (DELETE /cats/{id}).
        const [current] = await Promise.all([tx.get(ref), ownCatIn(tx, uid, catId)]);
        const entry = current.data();
        if (!entry) throw notFound();
        if (entry.files.length >= MAX_BLOG_PHOTOS) throw full();
        const files = [...entry.files, photo];
        tx.update(ref, { files, updatedAt: FieldValue.serverTimestamp() });
        updateDiaryItem(tx, ref.id, { ...entry, files });
      }),
    ),
  );
}

/** The owner `uid` edits entry `blogId` of cat `catId` to `message` (and its link). 404/403 as above. */
export async function editEntry(uid: string, catId: string, blogId: string, message: string): Promise<void> {
  const ref = blogs.of(catId).doc(blogId);
  await guarded(uid, async ({ tx }) => {
    const [snap] = await Promise.all([tx.get(ref), ownCatIn(tx, uid, catId)]);
    const entry = snap.data();
    if (!entry) throw notFound();
    const content = contentOf(message, entry.content);
    tx.update(ref, { content, updatedAt: FieldValue.serverTimestamp() });
    updateDiaryItem(tx, ref.id, { ...entry, content });
  });
}
