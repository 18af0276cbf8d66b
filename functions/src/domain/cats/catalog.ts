/**
 * Writing CatAlog, a cat's album (docs/product.md §1 CatAlog, §3 File and cat URL entry, §7 Cats):
 * a photo, a YouTube video and a deletion, each a guarded write (domain/guard.ts) whose
 * transaction reads the cat — the owner's, not being deleted — so no entry is added after a cat's
 * deletion listed its album, nor by an account being deleted or suspended.
 */
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { FileType, failure, youtubeNoCookieEmbed, type CatFileDoc } from '@catrep/model';
import type { Upload } from '../../core/uploads.js';
import { catFiles } from '../../store/collections.js';
import { ownCat, ownCatIn } from '../../store/read.js';
import { QUOTAS } from '../../store/throttles.js';
import { guarded, withQuota } from '../guard.js';
import { addAlbumPhoto, deleteAlbumEntry } from '../media/album.js';

/** An album entry as its write stored it: its id and document, `createdAt` a Timestamp. */
export interface AddedEntry {
  id: string;
  entry: CatFileDoc & { createdAt: Timestamp };
}

/**
 * Creates album entry `ref` as `doc`, stamped with the time of the transaction's attempt, for owner
 * `uid`, in a guarded transaction that reads the cat. Resolves the entry as stored, for the answer
 * (no read back).
 */
async function createWhileCatStays(
  uid: string,
  ref: DocumentReference<CatFileDoc>,
  doc: Omit<CatFileDoc, 'createdAt'>,
): Promise<AddedEntry> {
  return guarded(uid, async ({ tx }) => {
    await ownCatIn(tx, uid, doc.catId);
    const entry = { ...doc, createdAt: Timestamp.now() };
    tx.create(ref, entry);
    return { id: ref.id, entry };
  });
}

/** An album entry of cat `catId` by `uid`, with what differs between a photo and a video. */
const entryOf = (
  catId: string,
  uid: string,
  entry: Pick<CatFileDoc, 'type' | 'list' | 'title' | 'photo' | 'youtubeId' | 'url'>,
): Omit<CatFileDoc, 'createdAt'> => ({ catId, ownerId: uid, ...entry, hidden: false });

/**
 * The owner `uid` adds the photo in `upload` (with its optional caption) to cat `catId`'s album:
 * resolves the entry as stored. 404/403 for a cat gone or not theirs (asked before the photo is
 * read), 429 past the uploads quota, 400 for a bad file.
 */
export async function addCatPhoto(uid: string, catId: string, upload: Upload): Promise<AddedEntry> {
  await ownCat(uid, catId);
  const ref = catFiles.of(catId).doc();
  return withQuota(uid, QUOTAS.uploads, () =>
    addAlbumPhoto(upload, ref.path, failure.fileUpload, (photo, title) =>
      createWhileCatStays(
        uid,
        ref,
        entryOf(catId, uid, {
          type: FileType.photo,
          list: 'photo',
          title,
          photo,
          youtubeId: null,
          url: null,
        }),
      ),
    ),
  );
}

/**
 * The owner `uid` adds YouTube video `videoId` titled `title` to cat `catId`'s album: resolves the
 * entry as stored. 404/403 for a cat gone or not theirs, 429 past the uploads quota.
 */
export async function addCatVideo(
  uid: string,
  catId: string,
  videoId: string,
  title: string,
): Promise<AddedEntry> {
  const ref = catFiles.of(catId).doc();
  const doc = entryOf(catId, uid, {
    type: FileType.video,
    list: 'youtube',
    title,
    photo: null,
    youtubeId: videoId,
    url: youtubeNoCookieEmbed(videoId),
  });
  return withQuota(uid, QUOTAS.uploads, () => createWhileCatStays(uid, ref, doc));
}

/** The owner `uid` deletes entry `fileId` of cat `catId`; its photo leaves the media store. */
export async function removeCatFile(uid: string, catId: string, fileId: string): Promise<void> {
  await deleteAlbumEntry(catFiles.of(catId).doc(fileId), uid, (tx) => ownCatIn(tx, uid, catId));
}
