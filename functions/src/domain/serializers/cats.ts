/**
 * `cats/{catId}` → the REST API's JSON (docs/product.md §3 Cat) and the card CatMates lists show.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { CatCard, CatDoc, CatJson } from '@catrep/model';
import { dataOf } from '../../store/read.js';
import { iso } from './time.js';

/** The JSON of `cats/{catId}`; `isMine` when `viewerUid` owns it. Throws when it does not exist. */
export function catJson(snap: DocumentSnapshot<CatDoc>, viewerUid?: string | null): CatJson {
  const d = dataOf(snap);
  const {
    owner,
    searchKeys: _keys,
    diaryPending: _pending,
    deleting: _deleting,
    deletedAt: _deletedAt,
    cityKey: _cityKey,
    createdAt,
    ...rest
  } = d;
  return {
    id: snap.id,
    ...rest,
    user: owner,
    createdAt: iso(createdAt),
    isMine: viewerUid ? d.ownerId === viewerUid : false,
  };
}

/** The card CatMates lists show of cat `id` (stored in `cats/{catId}/mates/{mateId}.mate`). */
export function catCard(id: string, d: CatDoc): CatCard {
  return { id, name: d.name, profilePhoto: d.profilePhoto ?? null, ownerId: d.ownerId };
}
