/**
 * The blogs resource (docs/product.md §1 CatBlog, §3 Diary entry, §4 Diary tab visibility, §7 Cats blogs):
 * a cat's diary entries, live and paged from Firestore once the viewer may read them (the owner;
 * anyone for a public diary; connected CatReps for 'my CatReps'), and the diary mutations through
 * the REST API.
 */
import { collection, getCountFromServer, orderBy, query, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { BLOG_PAGE_SIZE, DIARY_ENTRY_TYPE, FileType, type BlogDoc, type BlogJson } from '@catrep/model';
import { api, request, uploadWithProgress } from '@/lib/api';
import { readConverter, shownTo, type WithId } from '@/lib/firestore';
import { usePagedQuery, type PagedList } from '@/lib/usePagedList';

export type BlogEntry = WithId<BlogDoc>;

const blogs = (db: Firestore, catId: string) =>
  collection(db, 'cats', catId || '-', 'blogs').withConverter(readConverter<BlogDoc>());

/**
 * The live, paged diary of a cat, newest first. Mount it only when the viewer may read it;
 * `isOwner` (the cat's owner) also sees entries a moderation hold keeps from others.
 */
export function useBlogEntries(catId: string, isOwner: boolean): PagedList<BlogEntry> {
  const db = useFirestore();
  return usePagedQuery(
    query(blogs(db, catId), ...shownTo(isOwner), orderBy('createdAt', 'desc')),
    BLOG_PAGE_SIZE,
  );
}

const blogsPath = (catId: string) => `/cats/${encodeURIComponent(catId)}/blogs`;
const body = (message: string) => ({ type: DIARY_ENTRY_TYPE, content: JSON.stringify({ message }) });

/** `POST /cats/{id}/blogs` `{ type: 1, content }`. */
export const addBlogEntry = (catId: string, message: string) =>
  api.post<BlogJson>(blogsPath(catId), body(message));

/** `POST /cats/{id}/blogs/{blogId}/files` (multipart `file`): a photo of the entry. */
export const uploadBlogPhoto = (catId: string, blogId: string, file: File, onProgress: (f: number) => void) =>
  uploadWithProgress<BlogJson>(
    `${blogsPath(catId)}/${encodeURIComponent(blogId)}/files?type=${FileType.photo}`,
    file,
    {},
    onProgress,
  );

/** `PUT /cats/{id}/blogs/{blogId}` `{ type: 1, content }`. */
export const editBlogEntry = (catId: string, blogId: string, message: string) =>
  api.put<BlogJson>(`${blogsPath(catId)}/${encodeURIComponent(blogId)}`, body(message));

/** `DELETE /cats/{id}/blogs/{blogId}`. */
export const deleteBlogEntry = (catId: string, blogId: string) =>
  request('DELETE', `${blogsPath(catId)}/${encodeURIComponent(blogId)}`);

/**
 * A function answering how many diary entries a cat has (its owner asks: every entry, held ones
 * too): one count aggregation, billed as one read per 1,000 entries.
 */
export function useBlogEntryCount(): (catId: string) => Promise<number> {
  const db = useFirestore();
  return async (catId) => (await getCountFromServer(collection(db, 'cats', catId, 'blogs'))).data().count;
}
