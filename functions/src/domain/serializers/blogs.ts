/**
 * Diary entries → the REST API's JSON (docs/product.md §3 Diary entry): `cats/{catId}/blogs/{blogId}` as
 * BlogJson, its stored fields with its id and ISO `createdAt` and `updatedAt`.
 */
import type { BlogDoc, BlogJson } from '@catrep/model';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { dataOf } from '../../store/read.js';
import { iso } from './time.js';

/** The JSON of a diary entry. */
export function blogJson(snap: DocumentSnapshot<BlogDoc>): BlogJson {
  const { createdAt, updatedAt, ...rest } = dataOf(snap);
  return { ...rest, id: snap.id, createdAt: iso(createdAt), updatedAt: iso(updatedAt) };
}
