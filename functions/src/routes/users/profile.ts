/**
 * Profile endpoints (docs/product.md §7 Users, §3 User): GET /users/user, GET /users/{id},
 * PUT /users/{id} (settings, or password only), PUT /users/user/photo, PUT /users/user/time-zone.
 */
import { Router } from 'express';
import {
  isBeingDeleted,
  passwordOnlyRequest,
  searchKeys,
  settingsRequest,
  success,
  timeZoneRequest,
} from '@catrep/model';
import { auth } from '../../core/firebase.js';
import { requireCatRep, requireVerified, requireViewer } from '../../http/caller.js';
import { clientAddress } from '../../http/client.js';
import { forbidden, notFound } from '../../core/errors.js';
import { skipWhenParam } from '../../http/routes.js';
import { docId, parse } from '../../core/validate.js';
import { uploadOf } from '../../http/upload.js';
import { catJson } from '../../domain/serializers/cats.js';
import { userJson } from '../../domain/serializers/users.js';
import { accountRef, cats, chats, users } from '../../store/collections.js';
import { findCountry } from '../../store/countries.js';
import { requireReachable } from '../../store/blocks.js';
import { relationState, sessionRelationIds } from '../../store/relations.js';
import { authPassword } from '../../domain/users/identity.js';
import { proveOwnPassword } from '../../domain/users/password-proof.js';
import { replaceProfilePhoto, updateProfileAndSummaries } from '../../domain/users/owner-summary.js';
import { setTimeZone } from '../../domain/users/time-zone.js';
import { endOtherSessions, freshSession } from './sessions.js';
import { written } from '../../store/read.js';

export const profileRouter = Router();

/**
 * GET /users/user: the signed-in CatRep with email, cats, friends, waiting requests and the
 * unread chat count (docs/product.md §3 "on load enriched with …"): the chats with unread messages on the
 * caller's side, counted by the index of `unreadOwnerIds` without reading them; friends and waiting
 * from the account's lists (store/relations.ts `sessionRelationIds`).
 */
profileRouter.get('/users/user', async (req, res) => {
  const { uid } = requireCatRep(req);
  const [profile, account, owned, unread] = await Promise.all([
    users.doc(uid).get(),
    accountRef(uid).get(),
    cats.where('ownerId', '==', uid).orderBy('createdAt', 'desc').get(),
    chats.where('unreadOwnerIds', 'array-contains', uid).count().get(),
  ]);
  if (!profile.exists) throw notFound();
  // Kept on the account beside its other fields: no read per relation.
  const { connected: friends, waiting } = await sessionRelationIds(uid, account.data());
  res.json({
    ...userJson(profile),
    email: account.data()?.email,
    birthdate: account.data()?.birthdate,
    timeZone: account.data()?.timeZone ?? null,
    isMe: true,
    isFriend: false,
    cats: owned.docs.filter((c) => !isBeingDeleted(c.data())).map((c) => catJson(c, uid)),
    friends,
    waiting,
    unreadChats: unread.data().count,
  });
});

/**
 * GET /users/{id}: a profile with isMe and isFriend; guests may look. `user` is not an id here
 * (GET /users/user above), whatever order the routes are declared in.
 */
profileRouter.get('/users/:id', skipWhenParam('id', 'user'), async (req, res) => {
  const caller = requireViewer(req);
  const viewer = caller.uid;
  const snap = await users.doc(docId(req.params.id)).get();
  if (!snap.exists) throw notFound();
  await requireReachable(caller, snap.id);
  const state = viewer && viewer !== snap.id ? await relationState(viewer, snap.id) : null;
  res.json({ ...userJson(snap), isMe: viewer === snap.id, isFriend: state === 'connected' });
});

/**
 * PUT /users/{id}: own settings `{ firstname, lastname, country{id}, city }` or
 * `{ password, currentPassword }` (400 `wrong-password` when the current one is not right;
 * domain/users/password-proof.ts). A password change ends every other session and answers `{ message, token }` with a fresh ID
 * token (and the `X-Custom-Token` header) for the browser that changed it.
 */
profileRouter.put('/users/:id', async (req, res) => {
  const { uid } = requireCatRep(req);
  if (req.params.id !== uid && req.params.id !== 'user') throw forbidden();
  const body = req.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && 'password' in body) {
    const { password, currentPassword } = parse(passwordOnlyRequest, body);
    await proveOwnPassword(clientAddress(req), uid, currentPassword);
    await auth.updateUser(uid, { password: authPassword(password) });
    // Every other session ends (routes/users/sessions.ts); this one goes on with the fresh token answered here.
    await endOtherSessions(uid);
    res.json({ message: success.passwordChanged, token: await freshSession(res, uid) });
    return;
  }
  const settings = parse(settingsRequest, body);
  const country = await findCountry(settings.country.id);
  await updateProfileAndSummaries(uid, {
    firstname: settings.firstname,
    lastname: settings.lastname,
    country,
    city: settings.city,
    searchKeys: searchKeys(settings.firstname, settings.lastname),
  });
  res.json(userJson(await written(users.doc(uid))));
});

/** PUT /users/user/photo (multipart `file`): the profile photo; answers `{ profilePhoto }`. */
profileRouter.put('/users/user/photo', async (req, res) => {
  const { uid } = requireVerified(req);
  const profilePhoto = await replaceProfilePhoto(uid, uploadOf(req));
  res.json({ profilePhoto, message: success.photoUploaded });
});

/**
 * PUT /users/user/time-zone `{ timeZone }`: the browser's time zone (an IANA name), which the
 * CatRep's day follows (README "Care and the cat's days"); the web client sends it when it differs
 * from the one stored. Answers `{ timeZone }`.
 */
profileRouter.put('/users/user/time-zone', async (req, res) => {
  const { uid } = requireCatRep(req);
  const { timeZone } = parse(timeZoneRequest, req.body);
  await setTimeZone(uid, timeZone);
  res.json({ timeZone });
});
