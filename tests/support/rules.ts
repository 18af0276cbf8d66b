/**
 * The rules-test harness (docs/architecture.md §4 rules layer): a RulesTestEnvironment on the Firestore
 * emulator with firestore.rules, the six roles of docs/product.md §6 as contexts, and a matrix builder that
 * turns "role × operation → allowed?" tables into one named test per cell.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  setLogLevel,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { FIRESTORE_HOST, hostAndPort, repoRoot } from './env.js';

export const ROLES = ['unauthenticated', 'guest', 'unverified', 'stranger', 'connected', 'owner'] as const;
export type Role = (typeof ROLES)[number];
export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** The uid each signed-in role has. `owner` owns the seeded documents. */
export const UID: Record<Exclude<Role, 'unauthenticated'>, string> = {
  guest: 'guest-uid',
  unverified: 'unverified-uid',
  stranger: 'stranger-uid',
  connected: 'connected-uid',
  owner: 'owner-uid',
};

/**
 * One RulesTestEnvironment for the test file (project `projectId`, firestore.rules): made before
 * its tests and cleaned up after them. Answers a getter, for use inside tests and hooks.
 */
export function useRulesEnvironment(projectId: string): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    // Every refusal would otherwise print the SDK's PERMISSION_DENIED stream warning.
    setLogLevel('silent');
    const { host, port } = hostAndPort(FIRESTORE_HOST);
    env = await initializeTestEnvironment({
      projectId,
      firestore: { host, port, rules: readFileSync(join(repoRoot, 'firestore.rules'), 'utf8') },
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  return () => {
    if (!env) throw new Error('The rules environment is made in beforeAll');
    return env;
  };
}

/**
 * Seeds what every role needs: the owner's profile and a relation making `connected` a connected
 * CatRep of the owner (both sides, as the API writes them).
 */
export async function seedRoles(env: RulesTestEnvironment): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = clientDb(ctx);
    await setDoc(doc(db, `users/${UID.owner}/relations/${UID.connected}`), { state: 'connected' });
    await setDoc(doc(db, `users/${UID.connected}/relations/${UID.owner}`), { state: 'connected' });
    await setDoc(doc(db, `users/${UID.stranger}/relations/${UID.unverified}`), { state: 'requested' });
  });
}

/** Writes `docs` (data by path) with the rules switched off. */
export async function seedDocs(env: RulesTestEnvironment, docs: Record<string, object>) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = clientDb(ctx);
    await Promise.all(Object.entries(docs).map(([path, data]) => setDoc(doc(db, path), { ...data })));
  });
}

/**
 * A test's fresh start: clears the database, then seeds the roles (`seedRoles`) and `docs` (data by
 * path, rules off). Answers the client Firestore of each role (`contextFor`), for what the test
 * then tries.
 */
export async function startFresh(
  env: RulesTestEnvironment,
  docs: Record<string, object> = {},
): Promise<(role: Role) => Firestore> {
  await env.clearFirestore();
  await seedRoles(env);
  await seedDocs(env, docs);
  return (role) => clientDb(contextFor(env, role));
}

/**
 * The modular Firestore of a test context (the library types it as the compat API; the modular
 * functions unwrap it).
 */
export const clientDb = (ctx: RulesTestContext) => ctx.firestore() as unknown as Firestore;

/** The client Firestore of `role`, with the token claims Firebase Auth gives that kind of user. */
export function contextFor(env: RulesTestEnvironment, role: Role): RulesTestContext {
  switch (role) {
    case 'unauthenticated':
      return env.unauthenticatedContext();
    case 'guest':
      return env.authenticatedContext(UID.guest, { firebase: { sign_in_provider: 'anonymous' } });
    case 'unverified':
      return env.authenticatedContext(UID.unverified, {
        email: 'unverified@test.catrep.example',
        email_verified: false,
        firebase: { sign_in_provider: 'password' },
      });
    default:
      return verifiedCatRepContext(env, UID[role], `${role}@test.catrep.example`);
  }
}

/**
 * The client Firestore of a verified CatRep `uid` (the claims of a password sign-in with a
 * verified email), for a CatRep a test seeds beyond the six roles (e.g. one whose connection is
 * still pending).
 */
export function verifiedCatRepContext(
  env: RulesTestEnvironment,
  uid: string,
  email = `${uid}@test.catrep.example`,
): RulesTestContext {
  return env.authenticatedContext(uid, {
    email,
    email_verified: true,
    firebase: { sign_in_provider: 'password' },
  });
}

export interface Matrix {
  /** Shown in test names, e.g. 'users/{uid}'. */
  path: string;
  /** The document every operation aims at (list reads its collection). */
  target: string;
  /** Its content: seeded before get, list, update and delete; what create tries to write. */
  data: Record<string, unknown>;
  /** What update tries to change. */
  update: Record<string, unknown>;
  /** Which role may do which operation; everything else must be refused. */
  allowed: Partial<Record<Role, readonly Operation[]>>;
  /** Other documents the rules read (e.g. a parent), by path: seeded before every operation. */
  seed?: Record<string, Record<string, unknown>>;
}

const parentCollection = (path: string) => path.split('/').slice(0, -1).join('/');

/** What `operation` does on `matrix.target` for a Firestore client. */
function attempt(db: Firestore, matrix: Matrix, operation: Operation): Promise<unknown> {
  const ref = doc(db, matrix.target);
  switch (operation) {
    case 'get':
      return getDoc(ref);
    case 'list':
      return getDocs(collection(db, parentCollection(matrix.target)));
    case 'create':
      return setDoc(ref, matrix.data);
    case 'update':
      return updateDoc(ref, matrix.update);
    case 'delete':
      return deleteDoc(ref);
  }
}

/**
 * Declares `describe(path)` with one test per role × operation, named
 * '<role> <operation> is allowed|refused'. Before each test the database is cleared and the roles
 * seeded; the target exists for every operation but create. Refusals are the rules' own
 * (assertFails checks for PERMISSION_DENIED), never a missing document.
 */
export function rulesMatrix(getEnv: () => RulesTestEnvironment, matrix: Matrix): void {
  describe(matrix.path, () => {
    for (const role of ROLES) {
      for (const operation of OPERATIONS) {
        const allowed = matrix.allowed[role]?.includes(operation) ?? false;
        it(`${role} ${operation} is ${allowed ? 'allowed' : 'refused'}`, async () => {
          const env = getEnv();
          const dbOf = await startFresh(env, matrix.seed);
          if (operation !== 'create') {
            await env.withSecurityRulesDisabled((ctx) =>
              setDoc(doc(clientDb(ctx), matrix.target), matrix.data),
            );
          }
          const pending = attempt(dbOf(role), matrix, operation);
          await (allowed ? assertSucceeds(pending) : assertFails(pending));
        });
      }
    }
  });
}

/**
 * One test per path and role that the document at `path` is read (`get`) by its owner alone,
 * with `docs` seeded beside the roles; each named '<label>: <role> get is allowed|refused'.
 * `paths` maps a label to a path, or lists paths that are their own labels.
 */
export function ownerAloneGets(
  getEnv: () => RulesTestEnvironment,
  paths: readonly string[] | Readonly<Record<string, string>>,
  docs: Record<string, object>,
): void {
  const labelled = Array.isArray(paths) ? paths.map((p) => [p, p] as const) : Object.entries(paths);
  for (const [label, path] of labelled) {
    for (const role of ROLES) {
      const allowed = role === 'owner';
      it(`${label}: ${role} get is ${allowed ? 'allowed' : 'refused'}`, async () => {
        const dbOf = await startFresh(getEnv(), docs);
        const pending = getDoc(doc(dbOf(role), path));
        await (allowed ? assertSucceeds(pending) : assertFails(pending));
      });
    }
  }
}

/** The read operations. */
export const reads = ['get', 'list'] as const;

/** Every signed-in role reads single documents (`get`), owner included; nobody lists or writes. */
export const signedInGets = {
  guest: ['get'],
  unverified: ['get'],
  stranger: ['get'],
  connected: ['get'],
  owner: ['get'],
} as const;
