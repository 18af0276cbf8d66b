/**
 * A photo post's photos (README "CatShare"): 1 to MAX_POST_PHOTOS, each uploaded on its own
 * (`POST /feeds/{id}/files`, multipart `alt`, `position`, `file`) through the album pipeline, so
 * each is stored at ALBUM_WIDTHS as `feeds/{feedId}/{photoId}_{width}.jpg`. They are kept in
 * `content.files` ordered by the position their author gave (a photo retried after a later one
 * succeeded still takes its place). A photo post is created for its author alone (visibility 3);
 * the transaction that stores its first photo makes it public, so nobody else ever meets it empty
 * — unless a moderation hold keeps it back: then it stays its author's alone until the hold is
 * lifted.
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  DiaryVisibility,
  FeedType,
  MAX_POST_PHOTOS,
  failure,
  isHeldBack,
  postPhotoFields,
  serverMessages,
  type FeedDoc,
  type FeedPhoto,
} from '@catrep/model';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import type { Upload } from '../../core/uploads.js';
import { feeds } from '../../store/collections.js';
import { shardsFollowing } from '../../store/counters.js';
import { readOrNotFound } from '../../store/read.js';
import { QUOTAS } from '../../store/throttles.js';
import { guarded, withQuota } from '../guard.js';
import { tagUseChange } from './tags.js';
import { addAlbumPhotoWith } from '../media/album.js';
import { refuseDiaryItem } from './diary-items.js';

const full = () => badRequest(serverMessages.tooManyPostPhotos, 'too-many-photos');

/**
 * 400 unless `post` takes photos: a diary item's are its entry's ('diary-item'); other shares
 * take none ('photos-on-photo-posts').
 */
export function requirePhotoPost(post: FeedDoc): void {
  refuseDiaryItem(post);
  if (post.type !== FeedType.photo)
    throw badRequest(serverMessages.photosOnPhotoPosts, 'photos-on-photo-posts');
}

/** `photos` ordered by position; photos of the same position keep their order (Array sort is stable). */
const inOrder = (photos: FeedPhoto[]) => [...photos].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));

/**
 * Author `uid` adds one photo to photo post `postId`: 404 when there is no post, 403 when it is
 * not theirs, 400 for another kind of post or a post already holding MAX_POST_PHOTOS
 * ('too-many-photos'), 429 past the uploads quota, 400 for a bad file or field. The photo joins
 * in a transaction that counts again (parallel uploads never pass the limit) and makes the post
 * public with its first photo. Resolves the stored photo and the post as the transaction left it
 * (its `updatedAt` the attempt's time), so the answer needs no read back.
 */
export async function addPostPhoto(
  upload: Upload,
  uid: string,
  postId: string,
): Promise<{ photo: FeedPhoto; post: FeedDoc }> {
  const ref = feeds.doc(postId);
  const post = await readOrNotFound(ref);
  if (post.userId !== uid) throw forbidden();
  requirePhotoPost(post);
  if ((post.content.files?.length ?? 0) >= MAX_POST_PHOTOS) throw full();
  const id = feeds.doc().id;
  return withQuota(uid, QUOTAS.uploads, () =>
    addAlbumPhotoWith(upload, `${ref.path}/${id}`, failure.photoUpload, postPhotoFields, (photo, fields) =>
      guarded(uid, async ({ tx }) => {
        const current = (await tx.get(ref)).data();
        if (!current) throw notFound();
        const files = current.content.files ?? [];
        if (files.length >= MAX_POST_PHOTOS) throw full();
        const last = Math.max(-1, ...files.map((f) => f.position ?? 0));
        const added: FeedPhoto = { ...photo, id, alt: fields.alt, position: fields.position ?? last + 1 };
        // Its first photo makes a waiting post public; a post a moderation hold keeps back
        // (../moderation/holds.ts) stays its author's alone, however many photos it gets.
        const update = {
          'content.files': inOrder([...files, added]),
          updatedAt: Timestamp.now(),
          ...(current.visibility === DiaryVisibility.onlyMe && !isHeldBack(current)
            ? { visibility: DiaryVisibility.everyone }
            : {}),
        };
        const after: FeedDoc = {
          ...current,
          content: { ...current.content, files: update['content.files'] },
          updatedAt: update.updatedAt,
          visibility: update.visibility ?? current.visibility,
        };
        // Public now: its tags count (./tags.ts).
        const [tags, shards] = await Promise.all([
          tagUseChange(tx, postId, uid, current, after),
          shardsFollowing(tx, postId, current.visibility, after.visibility),
        ]);
        tx.update(ref, { ...update, ...tags.fields });
        tags.write();
        shards();
        return { photo: added, post: { ...after, ...tags.fields } };
      }),
    ),
  );
}

/**
 * A photo post's photos rearranged as `PUT /feeds/{id}` asks (`order`: every photo once, by id,
 * with its alt text): positions become 0, 1, 2, … 409 'photos-mismatch' when `order` names
 * other photos than the post holds (one was added or removed meanwhile: reload and try again).
 */
export function arrangedPhotos(
  files: readonly FeedPhoto[],
  order: readonly { id: string; alt: string }[],
): FeedPhoto[] {
  const byId = new Map(files.map((f) => [f.id, f]));
  const ids = new Set(order.map((o) => o.id));
  if (ids.size !== order.length || order.length !== files.length || order.some((o) => !byId.has(o.id))) {
    throw conflict(serverMessages.photosMismatch, 'photos-mismatch');
  }
  return order.map((o, position) => ({ ...byId.get(o.id)!, alt: o.alt, position }));
}
