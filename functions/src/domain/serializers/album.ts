/**
 * Album documents → the REST API's JSON (docs/product.md §3 File): `cats/{catId}/files/{fileId}` as
 * CatFileJson and `users/{uid}/favorites/{fileId}` as FavoriteJson, each its stored fields with
 * its id and an ISO `createdAt`.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { dataOf } from '../../store/read.js';
import { iso } from './time.js';

/** The JSON of an album entry (CatFileDoc → CatFileJson, FavoriteDoc → FavoriteJson). */
export function albumEntryJson<T extends { createdAt: unknown }>(
  snap: DocumentSnapshot<T>,
): Omit<T, 'createdAt'> & { id: string; createdAt: string | null } {
  return albumEntryJsonOf(snap.id, dataOf(snap));
}

/** `albumEntryJson` of entry `id` as a write stored it (`data`, its `createdAt` a Timestamp). */
export function albumEntryJsonOf<T extends { createdAt: unknown }>(
  id: string,
  data: T,
): Omit<T, 'createdAt'> & { id: string; createdAt: string | null } {
  const { createdAt, ...rest } = data;
  return { ...rest, id, createdAt: iso(createdAt) };
}
