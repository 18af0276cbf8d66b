/**
 * Leaving CatRep and taking one's data (README "Leaving CatRep"; docs/product.md §7 Users): the
 * export's state, live from the owner-only `users/{uid}/private/export` and answered by
 * `GET /users/user/export`; asking for an export (`POST /users/user/export`); deleting the account
 * (`DELETE /users/user` with the password). The contract is `@catrep/model`'s leaving module.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { doc, onSnapshot, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { DeleteAccountRequest, ExportDoc, ExportJson } from '@catrep/model';
import { api, errorMessage, request } from '@/lib/api';
import { readConverter } from '@/lib/firestore';
import { millisOf } from '@/lib/time';

const exportRef = (db: Firestore, uid: string) =>
  doc(db, 'users', uid || '-', 'private', 'export').withConverter(readConverter<ExportDoc>());

/** An ISO 8601 date for a stored Timestamp (null when there is none). */
const isoOf = (t: unknown): string | null => {
  const ms = millisOf(t);
  return ms ? new Date(ms).toISOString() : null;
};

/**
 * The stored document (`ExportDoc`, whose Timestamps become ISO dates) as the API answers it
 * (ExportJson), so screens read one shape. The link is never stored: `url` is null.
 */
export function exportJsonOf(stored: ExportDoc): ExportJson {
  return {
    state: stored.state,
    requestedAt: isoOf(stored.requestedAt),
    readyAt: isoOf(stored.readyAt),
    expiresAt: isoOf(stored.expiresAt),
    nextAllowedAt: stored.state === 'failed' ? null : isoOf(stored.nextAllowedAt),
    url: null,
    size: stored.size ?? null,
  };
}

/** `GET /users/user/export`: where the signed-in CatRep's export stands. */
export const fetchExport = () => api.get<ExportJson>('/users/user/export');

/**
 * `POST /users/user/export`: asks for a new export (202 with the export, now 'preparing'); a second
 * one within 24 hours is refused (429, `leavingMessages.exportLimit`).
 */
export const startExport = () => api.post<ExportJson>('/users/user/export');

/**
 * `DELETE /users/user { password }`: deletes the signed-in CatRep and everything theirs. A wrong
 * password answers 400 (`leavingMessages.wrongPassword`); the caller then ends the session.
 */
export const deleteAccount = (body: DeleteAccountRequest) =>
  request<null>('DELETE', '/users/user', body).then(() => undefined);

/** How often the API is asked while an export is prepared and its live document is not there (ms). */
const EXPORT_POLL_MS = 5000;

/** The export as a screen shows it. */
export interface LiveExport {
  status: 'loading' | 'error' | 'success';
  /** The export once known ('none' when never asked for). */
  data: ExportJson | null;
  /** Why the API could not answer (status 'error'; with 'success', the link of a ready export). */
  error: string | null;
  /** Reads it again through the API (after an error). */
  reload: () => void;
  /** Shows an answer of the API at once (the POST's), before the live document follows. */
  set: (data: ExportJson) => void;
}

/**
 * The export of `uid` (the signed-in CatRep), live: `GET /users/user/export` once, then every
 * change of `users/{uid}/private/export` (the API writes it as the archive is put together). Once
 * the document says 'ready', the API is asked for the link, which is never stored. Without the
 * document (none yet, or unreadable) the API's answer stands, asked again while preparing.
 */
export function useExport(uid: string): LiveExport {
  const db = useFirestore();
  const [fetched, setFetched] = useState<{ data: ExportJson | null; error: string | null }>({
    data: null,
    error: null,
  });
  const [live, setLive] = useState<ExportJson | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The link is never stored: a 'ready' document asks the API for it, once per export (each answer
  // mints a new key). `linkFor`: the request time of the export whose link the API answered;
  // `wanted`: that of a 'ready' document seen while an answer was awaited (asked once it came).
  const linkFor = useRef<string | null>(null);
  const wanted = useRef<string | null>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    let current = true;
    inFlight.current = true;
    fetchExport().then(
      (data) => {
        if (!current) return;
        inFlight.current = false;
        if (data.url) linkFor.current = data.requestedAt;
        setFetched({ data, error: null });
        if (wanted.current !== null && wanted.current !== linkFor.current) setAttempt((n) => n + 1);
        wanted.current = null;
      },
      (e: unknown) => {
        if (!current) return;
        inFlight.current = false;
        setFetched((f) => ({ data: f.data, error: errorMessage(e) }));
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  useEffect(
    () =>
      onSnapshot(
        exportRef(db, uid),
        (snap) => {
          const stored = snap.data();
          const data = stored ? exportJsonOf(stored) : null;
          setLive(data);
          if (data?.state !== 'ready' || linkFor.current === data.requestedAt) return;
          if (inFlight.current) wanted.current = data.requestedAt;
          else setAttempt((n) => n + 1);
        },
        // Unreadable: the API's answer stands.
        () => setLive(null),
      ),
    [db, uid],
  );

  // Without the live document, the API is asked again while the archive is put together.
  const waiting = live === null && fetched.data?.state === 'preparing';
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setAttempt((n) => n + 1), EXPORT_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  const reload = useCallback(() => {
    setFetched((f) => ({ data: f.data, error: null }));
    setAttempt((n) => n + 1);
  }, []);
  const set = useCallback((data: ExportJson) => setFetched({ data, error: null }), []);

  return useMemo(() => {
    const data = newer(live, fetched.data);
    if (data) return { status: 'success', data, error: fetched.error, reload, set };
    if (fetched.error) return { status: 'error', data: null, error: fetched.error, reload, set };
    return { status: 'loading', data: null, error: null, reload, set };
  }, [live, fetched, reload, set]);
}

/**
 * Of the live document and the API's answer, the one about the latest request (the live one on a
 * tie, it changes as the export goes on), except a 'ready' one without its link when the other has it.
 */
function newer(live: ExportJson | null, fetched: ExportJson | null): ExportJson | null {
  if (!live) return fetched;
  if (!fetched) return live;
  const at = (e: ExportJson) => (e.requestedAt ? Date.parse(e.requestedAt) : 0);
  if (at(fetched) > at(live)) return fetched;
  if (live.state === 'ready' && !live.url && fetched.state === 'ready' && fetched.url) return fetched;
  return live;
}
