/**
 * The trust-and-safety resource (README "Trust and safety"): the signed-in CatRep's live
 * `users/{uid}/private/hidden` — whom their screens leave out — through reactfire, and blocks and
 * mutes through the REST API (`/users/{id}/blocks`, `/users/{id}/mutes` and the two lists of
 * CatRep Settings). The API leaves hidden CatReps out of what it answers; Firestore's list
 * queries across authors (CatShare, comments, CatMates) cannot, so the screens filter those with
 * `useHidden()`.
 */
import { useMemo } from 'react';
import { doc, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData, useUser } from 'reactfire';
import type { HiddenDoc, UserCard } from '@catrep/model';
import { api, request } from '@/lib/api';
import { readConverter } from '@/lib/firestore';

/** `users/{uid}/private/hidden`: written by the API, read by its owner only (firestore.rules). */
const hiddenRef = (db: Firestore, uid: string) =>
  doc(db, 'users', uid || '-', 'private', 'hidden').withConverter(readConverter<HiddenDoc>());

/** Whom the signed-in CatRep's screens leave out. */
export interface Hidden {
  /** CatReps a block stands between me and (whoever blocked whom): leave them out everywhere. */
  uids: ReadonlySet<string>;
  /** CatReps I muted: leave out their posts and comments. */
  muted: ReadonlySet<string>;
  /** `uids` and `muted` together: the authors whose posts and comments are left out. */
  authors: ReadonlySet<string>;
  /** False until the document (or its absence) has arrived; the sets are empty meanwhile. */
  loaded: boolean;
  /** Whether I ever saved a post (`HiddenDoc.hasSaved`): until then no screen asks for my saves. */
  hasSaved: boolean;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The live `users/{uid}/private/hidden` of the signed-in CatRep as sets of ids. Empty sets when the
 * document does not exist (nobody blocked or muted yet), while it loads, and for guests.
 */
export function useHidden(): Hidden {
  const db = useFirestore();
  const user = useUser();
  const uid = user.data?.uid ?? '';
  const isGuest = user.data?.isAnonymous ?? true;
  // A guest reads their own (always missing) document: any other path would be refused.
  const ref = useMemo(() => hiddenRef(db, uid), [db, uid]);
  const hidden = useFirestoreDocData(ref);
  const data = isGuest ? undefined : hidden.data;
  const loaded = isGuest || hidden.status === 'success';
  return useMemo(() => {
    if (!data) return { uids: NONE, muted: NONE, authors: NONE, loaded, hasSaved: false };
    const uids = new Set(data.uids ?? []);
    const muted = new Set(data.muted ?? []);
    return { uids, muted, authors: new Set([...uids, ...muted]), loaded, hasSaved: data.hasSaved === true };
  }, [data, loaded]);
}

/** What the block and mute calls answer: the message to toast (`safetyMessages`). */
export interface SafetyAnswer {
  message: string;
}

const userPath = (id: string, what: 'blocks' | 'mutes') => `/users/${encodeURIComponent(id)}/${what}`;

/**
 * `POST /users/{id}/blocks`: blocks {id}. Ends any connection or request between us; from then on
 * neither of us finds or reaches the other, and they are not told.
 */
export const blockCatRep = (id: string) => api.post<SafetyAnswer>(userPath(id, 'blocks'));

/** `DELETE /users/{id}/blocks`: lifts my block of {id} (404 when I did not block them). */
export const unblockCatRep = (id: string) =>
  request<SafetyAnswer>('DELETE', userPath(id, 'blocks')).then((r) => r.data);

/** `POST /users/{id}/mutes`: hides {id}'s posts and comments from me; they are not told. */
export const muteCatRep = (id: string) => api.post<SafetyAnswer>(userPath(id, 'mutes'));

/** `DELETE /users/{id}/mutes`: shows {id}'s posts and comments to me again. */
export const unmuteCatRep = (id: string) =>
  request<SafetyAnswer>('DELETE', userPath(id, 'mutes')).then((r) => r.data);

/** `GET /users/user/blocks`: the CatReps I blocked, newest first (CatRep Settings). */
export const fetchBlockedCatReps = () => api.get<UserCard[]>('/users/user/blocks');

/** `GET /users/user/mutes`: the CatReps I muted, newest first (CatRep Settings). */
export const fetchMutedCatReps = () => api.get<UserCard[]>('/users/user/mutes');
