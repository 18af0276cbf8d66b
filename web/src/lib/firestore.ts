/**
 * Typed Firestore reads for the web client (docs/architecture.md §2). Each data module (`@/data/<resource>`)
 * declares its collections once with `readConverter<TheDoc>()`, so every read — reactfire hook,
 * paged list or `onSnapshot` — yields `TheDoc & { id }` without a cast at the read. The browser
 * never writes Firestore (every write goes through the REST API, docs/architecture.md §1), so the converters
 * refuse to write.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import {
  onSnapshot,
  where,
  type DocumentData,
  type DocumentReference,
  type FirestoreDataConverter,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';

/** A stored document together with its id. */
export type WithId<T> = T & { id: string };

/** One converter per `idField`: queries built on every render stay equal (`queryEqual`). */
const converters = new Map<string, FirestoreDataConverter<WithId<object>>>();

/**
 * The converter of one collection whose documents have the shape `T`. The id is the document id,
 * or the string field `idField` when the document stands for another (a timeline entry's `feedId`).
 * The same object is returned for the same `idField`: Firestore compares queries' converters by
 * identity, and usePagedQuery relies on equal queries staying equal.
 */
export function readConverter<T extends object>(
  idField?: keyof T & string,
): FirestoreDataConverter<WithId<T>> {
  let converter = converters.get(idField ?? '');
  if (!converter) {
    converter = {
      toFirestore(): DocumentData {
        throw new Error('The CatRep web client writes through the REST API, never to Firestore.');
      },
      fromFirestore(snap: QueryDocumentSnapshot, options?: SnapshotOptions): WithId<object> {
        // The one place where stored data meets its type; firestore.rules and the API decide the shape.
        const data = snap.data(options);
        const own = idField ? data[idField] : undefined;
        return { ...data, id: typeof own === 'string' ? own : snap.id };
      },
    };
    converters.set(idField ?? '', converter);
  }
  return converter as FirestoreDataConverter<WithId<T>>;
}

/** The state of a set of live queries read together. */
export interface LiveQueries<T> {
  /** One array of documents per query, in the order of `queries` (empty until it arrives). */
  data: T[][];
  error: string | null;
}

/**
 * Listens to several queries at once — what reactfire has no hook for (a `where in` split into
 * groups of 30, say). `key` names the set: the listeners change only when it does.
 */
export function useLiveQueries<T>(queries: Query<T>[], key: string): LiveQueries<T> {
  const [state, setState] = useState<{ key: string } & LiveQueries<T>>({ key, data: [], error: null });
  useEffect(() => {
    const unsubscribes = queries.map((q, i) =>
      onSnapshot(
        q,
        (snap) =>
          setState((s) => {
            const data = s.key === key ? [...s.data] : [];
            data[i] = snap.docs.map((d) => d.data());
            return { key, data, error: null };
          }),
        (e) => setState({ key, data: [], error: e.message }),
      ),
    );
    return () => unsubscribes.forEach((u) => u());
    // `key` names the queries; the array itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state : { data: [], error: null };
}

/**
 * Listens to one target per key (a document, a query), adding and dropping listeners as the keys
 * change, so a target already listened to is never read again. `listen(key, put)` starts the
 * listener of `key` and answers its stop; it calls `put` with what it read. Answers a map from key
 * to the latest value; a key not in the map has not arrived yet.
 *
 * `retain` names keys whose listener may stop (they left `keys`: a post scrolled far off screen)
 * but whose last value stays in the map, as it was when it stopped; it is listened to again, and
 * read afresh, when it is back in `keys` (README "Keeping first screens light": listeners follow
 * the screen). Values of keys in neither are dropped.
 *
 * What arrives is rendered as a transition: twenty posts' counts arriving together render in
 * slices between which a tap or a keystroke is answered, not in one long task (README "Keeping
 * first screens light").
 */
export function useLiveEach<T>(
  keys: string[],
  listen: (key: string, put: (value: T) => void) => () => void,
  retain: readonly string[] = [],
) {
  const [values, setValues] = useState<Map<string, T>>(() => new Map());
  const listeners = useRef(new Map<string, () => void>());
  const named = keys.join('|');
  const retained = retain.join('|');
  useEffect(() => {
    const wanted = new Set(keys);
    const kept = new Set(retain);
    for (const [key, stop] of listeners.current) {
      if (wanted.has(key)) continue;
      stop();
      listeners.current.delete(key);
      if (kept.has(key)) continue;
      startTransition(() =>
        setValues((m) => {
          const next = new Map(m);
          next.delete(key);
          return next;
        }),
      );
    }
    for (const key of wanted) {
      if (listeners.current.has(key)) continue;
      listeners.current.set(
        key,
        listen(key, (value) => startTransition(() => setValues((m) => new Map(m).set(key, value)))),
      );
    }
    // `named` and `retained` name the keys; the arrays and `listen` are new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [named, retained]);
  useEffect(() => {
    const active = listeners.current;
    return () => {
      active.forEach((stop) => stop());
      active.clear();
    };
  }, []);
  return values;
}

/**
 * Listens to each document of `refs` (say, the posts a page of references points to), adding and
 * dropping listeners as the list changes, so a document already listened to is never read again.
 * Answers a map from document path to its data, or null when it is missing or the rules refuse it;
 * a path not in the map has not arrived yet. `retain` holds paths whose last data stays in the map
 * while they are not listened to (`useLiveEach`).
 */
export function useLiveDocs<T>(
  refs: DocumentReference<T>[],
  retain: readonly string[] = [],
): Map<string, T | null> {
  const byPath = new Map(refs.map((r) => [r.path, r]));
  return useLiveEach<T | null>(
    [...byPath.keys()],
    (path, put) =>
      onSnapshot(
        byPath.get(path)!,
        (snap) => put(snap.data() ?? null),
        () => put(null),
      ),
    retain,
  );
}

/**
 * The query constraint that leaves out what a moderation hold keeps back (comments, diary entries,
 * album photos carry `hidden`; README "Trust and safety"): none for the owner, who still sees
 * theirs, `hidden == false` for everyone else — the only query firestore.rules allow them.
 */
export const shownTo = (isOwner: boolean): QueryConstraint[] =>
  isOwner ? [] : [where('hidden', '==', false)];
