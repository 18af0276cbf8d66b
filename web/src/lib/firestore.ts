/**
 * Typed Firestore reads for the web client (DESIGN §2). Each data module (`@/data/<resource>`)
 * declares its collections once with `readConverter<TheDoc>()`, so every read — reactfire hook,
 * paged list or `onSnapshot` — yields `TheDoc & { id }` without a cast at the read. The browser
 * never writes Firestore (every write goes through the REST API, DESIGN §1), so the converters
 * refuse to write.
 */
import { useEffect, useState } from 'react';
import {
  onSnapshot,
  type DocumentData,
  type FirestoreDataConverter,
  type Query,
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
