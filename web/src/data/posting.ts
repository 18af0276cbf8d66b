/**
 * The post writes (docs/product.md §1 CatShare, §7 Feed): sharing, editing and deleting a post and
 * taking a named cat out of it, through the REST API. The feeds and likes are `./feeds`.
 *
 * A photo post holds 1–MAX_POST_PHOTOS photos, each with its alt text (`content.files`, in order):
 * `addPost` creates the post (its author's alone, visibility 3, until its first photo is stored),
 * then uploads the photos one by one with their `position` and `alt`, and tells which failed so
 * that the composer can offer Retry for exactly those (`uploadPostPhotos`, same positions). Any
 * share may name cats ("Who is in it?": `cats`, `catIds`); a named cat's owner takes it out with
 * `removeCatFromPost`.
 */
import { hasVideoUrl, type FeedType, failure } from '@catrep/model';
import { api, refusalMessage, request } from '@/lib/api';

/** What the share form sends (docs/product.md §5 Share message, YouTube url). */
export interface ShareInput {
  type: FeedType;
  message: string;
  url?: string;
  /**
   * "Who is in it?": the ids of the cats the post names (at most MAX_POST_CATS). Left out of an
   * edit, the post keeps the cats it names.
   */
  cats?: string[];
}

/** A photo about to be uploaded to a photo post, with its alt text ('' when none). */
export interface NewPostPhoto {
  file: File;
  alt: string;
}

/** A photo that did not upload: its place among the post's photos and why (the server's message). */
export interface PhotoFailure {
  position: number;
  message: string;
}

/** A post just created: its id and the photos that did not upload (none when all did). */
export interface AddedPost {
  id: string;
  failed: PhotoFailure[];
}

const feedPath = (id: string) => `/feeds/${encodeURIComponent(id)}`;

const contentOf = ({ type, message, url }: ShareInput) =>
  JSON.stringify(hasVideoUrl(type) ? { message, url } : { message });

/**
 * `POST /feeds/{id}/files` for each of `photos`, one at a time in the order given, each with its
 * `position` (its place among the post's photos) and `alt` sent before the file. Never throws:
 * resolves the photos that did not upload, with the server's reason when it refused one (else
 * "Problem occured during photo upload."), so that exactly those can be tried again.
 */
export async function uploadPostPhotos(
  postId: string,
  photos: readonly (NewPostPhoto & { position: number })[],
  onPhoto?: (index: number, total: number) => void,
): Promise<PhotoFailure[]> {
  const failed: PhotoFailure[] = [];
  for (const [index, { file, alt, position }] of photos.entries()) {
    onPhoto?.(index, photos.length);
    try {
      await api.upload('POST', `${feedPath(postId)}/files`, file, { alt, position: String(position) });
    } catch (e) {
      failed.push({ position, message: refusalMessage(e, failure.photoUpload) });
    }
  }
  return failed;
}

/**
 * `POST /feeds` (`{ type, content, cats? }`), then for a photo post its photos in order
 * (`uploadPostPhotos`, position = index; `onPhoto` as each starts). Throws the API's error when the post itself could not
 * be created; resolves its id and the photos that did not upload otherwise.
 */
export async function addPost(
  input: ShareInput,
  photos: readonly NewPostPhoto[] = [],
  onPhoto?: (index: number, total: number) => void,
): Promise<AddedPost> {
  const post = await api.post<{ id: string }>('/feeds', {
    type: input.type,
    content: contentOf(input),
    ...(input.cats?.length ? { cats: input.cats.map((id) => ({ id })) } : {}),
  });
  const failed = await uploadPostPhotos(
    post.id,
    photos.map((photo, position) => ({ ...photo, position })),
    onPhoto,
  );
  return { id: post.id, failed };
}

/** A photo post's photo as an edit arranges it: its id and alt text, in the new order. */
export interface PhotoEdit {
  id: string;
  alt: string;
}

/**
 * `PUT /feeds/{id}` with `{ type, content }`, `cats` when `input.cats` is given (else the post
 * keeps its cats) and, for a photo post, `photos` when given: every photo of the post once, in
 * the new order, with its alt text.
 */
export const editPost = (id: string, input: ShareInput, photos?: readonly PhotoEdit[]) =>
  api.put(feedPath(id), {
    type: input.type,
    content: contentOf(input),
    ...(input.cats ? { cats: input.cats.map((catId) => ({ id: catId })) } : {}),
    ...(photos ? { photos: photos.map((p) => ({ id: p.id, alt: p.alt })) } : {}),
  });

/**
 * `DELETE /feeds/{id}/cats/{catId}`: the cat's owner (or the post's author, an admin) takes the
 * cat out of the post. Resolves the API's message ("The cat was removed from this post").
 */
export const removeCatFromPost = (postId: string, catId: string) =>
  request<{ message?: string }>('DELETE', `${feedPath(postId)}/cats/${encodeURIComponent(catId)}`).then(
    (r) => r.data?.message ?? '',
  );

/** `DELETE /feeds/{id}`. */
export const deletePost = (id: string) => request('DELETE', feedPath(id));
