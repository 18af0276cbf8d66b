/**
 * Reading the API tests' store (project demo-catrep) straight from Firestore as a browser would:
 * through firestore.rules as the emulator holds them for that project, with a signed-in CatRep's
 * or a guest's token. Used to crawl every stored copy of something as a guest, a stranger and a
 * connected CatRep after the API wrote it. The rules are not replaced and nothing is cleared:
 * the environment only makes client apps with the token each reader would have.
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setLogLevel,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll } from 'vitest';
import { FIRESTORE_HOST, hostAndPort } from './env.js';

/** Who reads: a verified CatRep (by uid) or an anonymous guest. */
export type Reader = { uid: string } | 'guest';

/** The Firestore a reader sees, rules applied. */
export type ReaderDb = Firestore;

/**
 * Client Firestore handles for the API project, made in beforeAll and let go after the file.
 * `as(reader)` answers the handle of a verified CatRep or of an anonymous guest.
 */
export function useReaders(): { as: (reader: Reader) => ReaderDb } {
  let env: RulesTestEnvironment | undefined;
  const handles = new Map<string, ReaderDb>();
  beforeAll(async () => {
    setLogLevel('silent');
    const { host, port } = hostAndPort(FIRESTORE_HOST);
    env = await initializeTestEnvironment({ projectId: 'demo-catrep', firestore: { host, port } });
  });
  afterAll(async () => {
    // Deletes the client apps only: the store and its rules stay as they are.
    await env?.cleanup();
  });
  return {
    as(reader) {
      if (!env) throw new Error('Readers are made in beforeAll');
      const key = reader === 'guest' ? 'guest' : reader.uid;
      let db = handles.get(key);
      if (!db) {
        const ctx =
          reader === 'guest'
            ? env.authenticatedContext(`guest-${Date.now()}`, { firebase: { sign_in_provider: 'anonymous' } })
            : env.authenticatedContext(reader.uid, {
                email_verified: true,
                firebase: { sign_in_provider: 'password' },
              });
        db = ctx.firestore() as unknown as ReaderDb;
        handles.set(key, db);
      }
      return db;
    },
  };
}

/** Whether `db` may read the document at `path` (refused reads are false, missing ones true). */
export async function canGet(db: ReaderDb, path: string): Promise<boolean> {
  try {
    await getDoc(doc(db, path));
    return true;
  } catch (e) {
    if ((e as { code?: string }).code === 'permission-denied') return false;
    throw e;
  }
}

/** The ids 'Everyone' (feeds with visibility 1, newest first) shows `db` among its newest `n`. */
export async function everyoneIds(db: ReaderDb, n = 200): Promise<string[]> {
  const snap = await getDocs(
    query(collection(db, 'feeds'), where('visibility', '==', 1), orderBy('createdAt', 'desc'), limit(n)),
  );
  return snap.docs.map((d) => d.id);
}
