/**
 * Care entries → the REST API's JSON (docs/product.md §7 Care): the entry's own fields with its id,
 * cat and ISO times; what the daily run alone reads (`ownerId`, `series`, `remindOn`) stays out.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { CareEntryDoc, CareFields } from '@catrep/model';
import { dataOf } from '../../store/read.js';
import { iso } from './time.js';

/** The JSON of a care entry. */
export function careEntryJson(snap: DocumentSnapshot<CareEntryDoc>) {
  const {
    ownerId: _owner,
    series: _series,
    remindOn: _remindOn,
    createdAt,
    updatedAt,
    ...fields
  } = dataOf(snap);
  return {
    ...(fields as CareFields & { catId: string }),
    id: snap.id,
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
  };
}
