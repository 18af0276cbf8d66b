/**
 * The album resources (docs/product.md §1 CatAlog and My Favorites, §3 File and cat URL entry, §7 Cats and
 * Users files): a cat's CatAlog entries `cats/{catId}/files` and a CatRep's favorite photos
 * `users/{uid}/favorites`, read live page by page from Firestore (newest first, `ALBUM_PAGE_SIZE`
 * a page, by cursor), and their mutations through the REST API.
 */
import { collection, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  ALBUM_PAGE_SIZE,
  FileType,
  type CatalogType,
  type CatFileDoc,
  type CatFileJson,
  type FavoriteDoc,
  type FavoriteJson,
} from '@catrep/model';
import { api, request, uploadWithProgress } from '@/lib/api';
import { readConverter, shownTo, type WithId } from '@/lib/firestore';
import { usePagedQuery, type PagedList } from '@/lib/usePagedList';

export type CatFile = WithId<CatFileDoc>;
export type Favorite = WithId<FavoriteDoc>;

const catFiles = (db: Firestore, catId: string) =>
  collection(db, 'cats', catId || '-', 'files').withConverter(readConverter<CatFileDoc>());
const favorites = (db: Firestore, uid: string) =>
  collection(db, 'users', uid || '-', 'favorites').withConverter(readConverter<FavoriteDoc>());

/**
 * The live, paged entries of one CatAlog list (`photo` or `youtube`) of a cat, newest first;
 * `isOwner` (the cat's owner) also sees what a moderation hold keeps from others.
 */
export function useCatFiles(catId: string, list: CatalogType, isOwner: boolean): PagedList<CatFile> {
  const db = useFirestore();
  return usePagedQuery(
    query(catFiles(db, catId), where('list', '==', list), ...shownTo(isOwner), orderBy('createdAt', 'desc')),
    ALBUM_PAGE_SIZE,
  );
}

/** The live, paged favorite photos of a CatRep, newest first (profile About tab); as useCatFiles. */
export function useFavorites(uid: string, isOwner: boolean): PagedList<Favorite> {
  const db = useFirestore();
  return usePagedQuery(
    query(favorites(db, uid), ...shownTo(isOwner), orderBy('createdAt', 'desc')),
    ALBUM_PAGE_SIZE,
  );
}

const catPath = (catId: string) => `/cats/${encodeURIComponent(catId)}`;

/** Reports an upload's progress, 0–1. */
type Progress = (fraction: number) => void;

/** `POST /cats/{id}/files?type=1` (multipart `file`, optional `title`): one CatAlog photo. */
export const uploadCatPhoto = (catId: string, file: File, title: string, onProgress: Progress) =>
  uploadWithProgress<CatFileJson>(
    `${catPath(catId)}/files?type=${FileType.photo}`,
    file,
    { title },
    onProgress,
  );

/** `POST /cats/{id}/urls` `{ title, type: 2, catId, url }`: a YouTube video. */
export const addYoutube = (catId: string, url: string, title: string) =>
  api.post<CatFileJson>(`${catPath(catId)}/urls`, { title, type: FileType.video, catId, url });

/** `DELETE /cats/{id}/files/{fileId}`. */
export const deleteCatFile = (catId: string, fileId: string) =>
  request('DELETE', `${catPath(catId)}/files/${encodeURIComponent(fileId)}`);

/** `POST /users/files` (multipart `file`, optional `title`): a favorite photo of the signed-in CatRep. */
export const uploadFavorite = (file: File, title: string, onProgress: Progress) =>
  uploadWithProgress<FavoriteJson>('/users/files', file, { title }, onProgress);

/** `DELETE /users/files/{fileId}`. */
export const deleteFavorite = (fileId: string) =>
  request('DELETE', `/users/files/${encodeURIComponent(fileId)}`);
