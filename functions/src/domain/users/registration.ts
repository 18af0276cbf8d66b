/**
 * Registering a CatRep (docs/product.md §7 `POST /users`, §4 Account): the Firebase Auth user,
 * then the profile `users/{uid}` and `users/{uid}/private/account` in one batch (nothing before it
 * can change: the account is new); the Auth user goes again when the batch fails. Then the
 * verification mail.
 */
import { FieldValue } from 'firebase-admin/firestore';
import {
  AccountStatus,
  searchKeys,
  serverMessages,
  validation,
  type AccountDoc,
  type RegisterRequest,
  type UserDoc,
} from '@catrep/model';
import { auth, db } from '../../core/firebase.js';
import { badRequest, conflict } from '../../core/errors.js';
import { accountRef, users } from '../../store/collections.js';
import { findCountry } from '../../store/countries.js';
import { QUOTAS, useQuota } from '../../store/throttles.js';
import { authPassword } from './identity.js';
import { sendVerificationMail } from './verification.js';

/**
 * Registers `body` from client address `address`: resolves the new uid. 409 'email-taken', 400 for
 * an email Auth refuses, 429 past 20 new accounts an hour from one address.
 */
export async function register(body: RegisterRequest, address: string): Promise<string> {
  const country = await findCountry(body.country.id);
  await useQuota(`address:${address}`, QUOTAS.registrations);
  let uid: string;
  try {
    const record = await auth.createUser({
      email: body.email,
      password: authPassword(body.password),
      displayName: `${body.firstname} ${body.lastname}`.trim(),
    });
    uid = record.uid;
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'auth/email-already-exists') throw conflict(serverMessages.emailTaken, 'email-taken');
    if (code === 'auth/invalid-email') throw badRequest(validation.email);
    throw e;
  }
  const profile: UserDoc = {
    firstname: body.firstname,
    lastname: body.lastname,
    gender: body.gender,
    country,
    city: body.city,
    profilePhoto: null,
    status: AccountStatus.unverified,
    searchKeys: searchKeys(body.firstname, body.lastname),
    catCount: 0,
    catchiesCount: 0,
    createdAt: FieldValue.serverTimestamp(),
  };
  const account: AccountDoc = {
    email: body.email.toLowerCase(),
    birthdate: body.birthdate,
    // No relation yet: the session call's lists start built (store/relations.ts).
    relationIds: { connected: [], waiting: [], built: true },
    createdAt: FieldValue.serverTimestamp(),
  };
  try {
    const batch = db.batch();
    batch.create(users.doc(uid), profile);
    batch.create(accountRef(uid), account);
    await batch.commit();
  } catch (e) {
    await auth.deleteUser(uid).catch(() => undefined);
    throw e;
  }
  await sendVerificationMail(body.email, body.firstname);
  return uid;
}
