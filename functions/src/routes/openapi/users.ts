/**
 * The users' calls of the OpenAPI document (docs/product.md §7 Users; routers in functions/src/routes/users/
 * and routes/moderation/suspension.ts): account, profile, directory, relations, blocks and mutes, favorites.
 */
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  changePasswordRequest,
  contactRequest,
  deleteAccountRequest,
  EXPORT_ARCHIVE_NAME,
  EXPORT_STATES,
  exportKey,
  exportRequest,
  forgotPasswordRequest,
  loginRequest,
  passwordOnlyRequest,
  registerRequest,
  settingsRequest,
  suspensionRequest,
  validateRequest,
} from '@catrep/model';
import { z } from 'zod';
import {
  addRoute,
  pageQuery,
  country,
  photoRef,
  THROTTLED,
  isoTime,
  messageBody,
  NO_PROFILE,
  NOT_AN_IMAGE,
  quotaReached,
  resource,
  type RouteSpec,
  uploadForm,
} from './registry.js';

/** A session token: a Firebase ID token, sent back in `X-Authorization`. */
const sessionToken = z.string().meta({ id: 'SessionToken', description: 'A Firebase ID token.' });

/** A CatRep's public profile (`UserJson`, domain/serializers/users.ts). */
export const user = resource('User', 'A CatRep profile (docs/product.md §7 Users).', {
  firstname: z.string(),
  lastname: z.string(),
  gender: z.boolean(),
  country: country.nullable(),
  city: z.string(),
  profilePhoto: photoRef.nullable(),
  status: z.union([z.literal(0), z.literal(1)]),
  catCount: z.number().int(),
  catchiesCount: z.number().int(),
  createdAt: isoTime,
});
/** A CatRep as a list card (`UserCard`). */
export const userCard = resource('UserCard', 'A CatRep in a list: id, name and photo.', {
  firstname: z.string(),
  lastname: z.string(),
  profilePhoto: photoRef.nullable(),
});
/** A favorite photo of the album (domain/serializers/album.ts). */
export const albumEntry = resource('AlbumEntry', 'A photo or link of an album, with its sizes and title.', {
  createdAt: isoTime,
});

/** A data export's state (`ExportJson`, model leaving.ts): dates ISO 8601, size in bytes. */
const exportAnswer = z
  .object({
    state: z.enum(EXPORT_STATES),
    requestedAt: z.string().nullable(),
    readyAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    nextAllowedAt: z.string().nullable(),
    url: z.string().nullable(),
    size: z.number().nullable(),
  })
  .meta({ id: 'Export', description: 'A data export (README "Leaving CatRep").' });

const relationAnswer = z.looseObject({ state: z.string().nullable(), message: z.string() });

const routes: RouteSpec[] = [
  {
    method: 'post',
    path: '/users',
    summary: 'Register a CatRep; answers the session token.',
    doc: '§7 Users',
    access: 'public',
    body: registerRequest,
    ok: { 201: sessionToken },
    errors: { 409: "The email is taken ('email-taken').", 429: 'Too many registrations from this address.' },
  },
  {
    method: 'post',
    path: '/users/login',
    summary: 'Sign in with email and password; answers the session token.',
    doc: '§7 Users',
    access: 'public',
    body: loginRequest,
    ok: { 200: sessionToken },
    errors: {
      400: 'Wrong credentials.',
      403: "The account is suspended ('suspended').",
      429: THROTTLED,
    },
  },
  {
    method: 'post',
    path: '/users/validate',
    summary: 'Verify the email with the mailed status token; answers a fresh session token.',
    doc: '§7 Users',
    access: 'public',
    body: validateRequest,
    ok: { 200: sessionToken },
    errors: { 400: "The link is not valid ('invalid-token').", 403: "No CatRep profile ('no-profile')." },
  },
  {
    method: 'post',
    path: '/users/revalidate',
    summary: 'Send the verification mail again.',
    doc: '§7 Users',
    access: 'catrep',
    ok: { 200: messageBody },
    errors: { 400: "Already verified ('already-validated').", 429: 'Sent within the last 10 minutes.' },
  },
  {
    method: 'post',
    path: '/users/forgotpassword',
    summary: 'Mail a password reset link.',
    doc: '§7 Users',
    access: 'public',
    body: forgotPasswordRequest,
    ok: { 200: messageBody },
    errors: { 429: 'Asked too often for this address.' },
  },
  {
    method: 'post',
    path: '/users/changepassword',
    summary: 'Set a new password with the mailed reset token; ends every session.',
    doc: '§7 Users',
    access: 'public',
    body: changePasswordRequest,
    ok: { 200: messageBody },
  },
  {
    method: 'post',
    path: '/users/contact',
    summary: 'Send the contact form to the team.',
    doc: '§7 Users',
    access: 'public',
    body: contactRequest,
    ok: { 200: messageBody },
    errors: { 429: 'Sent too often.' },
  },
  {
    method: 'get',
    path: '/users',
    summary: 'Search CatReps by name, or a page of New CatReps.',
    doc: '§7 Users',
    access: 'viewer',
    query: z.object({
      name: z.string().max(60).optional(),
      ...pageQuery.shape,
      pageSize: z.coerce.number().int().min(1).optional(),
      orderBy: z.literal('id').optional(),
      sort: z.enum(['asc', 'desc']).optional(),
    }),
    ok: { 200: z.array(userCard) },
    paged: true,
  },
  {
    method: 'get',
    path: '/users/user',
    summary: "The caller's own profile with email, birthdate, cats and unread counts.",
    doc: '§7 Users',
    access: 'catrep',
    ok: { 200: user },
    errors: { 404: NO_PROFILE },
  },
  {
    method: 'delete',
    path: '/users/user',
    summary:
      'Delete one\'s account with everything in it (README "Leaving CatRep"): the password again; the account is unusable at once and a job removes the rest.',
    doc: '§7 Users',
    access: 'catrep',
    body: deleteAccountRequest,
    ok: { 200: messageBody },
    errors: {
      400: "The password is not the account's ('wrong-password').",
      429: THROTTLED,
    },
  },
  {
    method: 'get',
    path: '/users/:id',
    summary: 'A profile with isMe and isFriend.',
    doc: '§7 Users',
    access: 'viewer',
    ok: { 200: user },
  },
  {
    method: 'put',
    path: '/users/:id',
    summary: "Change one's settings (`id` is one's uid or `user`), or the password with the current one.",
    doc: '§7 Users',
    access: 'catrep',
    body: z.union([settingsRequest, passwordOnlyRequest]),
    ok: { 200: z.union([user, z.object({ message: z.string(), token: sessionToken })]) },
    errors: { 400: "A wrong current password ('wrong-password').", 403: "Not one's own profile." },
    noLookup: true,
  },
  {
    // `/users/user` is a path of its own in the document (DELETE /users/user), so the `id` form
    // `user` of the call above is spelled out for clients and validators that match it literally.
    method: 'put',
    path: '/users/user',
    summary: "Change one's settings, or the password with the current one (as PUT /users/{id}).",
    doc: '§7 Users',
    access: 'catrep',
    body: z.union([settingsRequest, passwordOnlyRequest]),
    ok: { 200: z.union([user, z.object({ message: z.string(), token: sessionToken })]) },
    errors: { 400: "A wrong current password ('wrong-password')." },
  },
  {
    method: 'put',
    path: '/users/user/photo',
    summary: "Upload one's profile photo.",
    doc: '§7 Users',
    access: 'verified',
    upload: uploadForm(),
    ok: { 200: z.object({ profilePhoto: z.unknown(), message: z.string() }) },
    errors: { 400: NOT_AN_IMAGE, 429: quotaReached('uploads') },
  },
  {
    method: 'post',
    path: '/users/:id/relations',
    summary: 'Ask to become CatMates, or accept a waiting request.',
    doc: '§7 Users',
    access: 'verified',
    ok: { 200: relationAnswer, 201: relationAnswer },
    errors: {
      400: "One's own id ('self').",
      409: "Already requested or connected, or the caller blocked them ('already-requested', 'already-connected', 'blocked').",
      429: quotaReached('connections'),
    },
  },
  {
    method: 'put',
    path: '/users/:id/relations',
    summary: 'Approve the request {id} sent.',
    doc: '§7 Users',
    access: 'verified',
    body: z.object({ approved: z.literal(true) }),
    ok: { 200: relationAnswer },
    errors: {
      400: "One's own id ('self').",
      409: "No request to approve ('nothing-to-approve').",
      429: quotaReached('connections'),
    },
  },
  {
    method: 'delete',
    path: '/users/:id/relations',
    summary: 'End a connection, or withdraw or refuse a request.',
    doc: '§7 Users',
    access: 'verified',
    ok: { 200: z.looseObject({ state: z.null(), ended: z.string(), message: z.string() }) },
    errors: { 400: "One's own id ('self').", 404: 'Not related.' },
  },
  {
    method: 'get',
    path: '/users/:id/friends',
    summary: "{id}'s CatMates as cards.",
    doc: '§7 Users',
    access: 'viewer',
    ok: { 200: z.array(userCard) },
  },
  ...(['requested', 'waiting'] as const).map((state): RouteSpec => ({
    method: 'get',
    path: `/users/:id/${state}`,
    summary: `One's own ${state === 'requested' ? 'sent' : 'received'} pending requests.`,
    doc: '§7 Users',
    access: 'catrep',
    ok: { 200: z.array(userCard) },
    errors: { 403: "Not one's own id." },
    noLookup: true,
  })),
  ...(['blocks', 'mutes'] as const).flatMap((list): RouteSpec[] => [
    {
      method: 'post',
      path: `/users/:id/${list}`,
      summary: list === 'blocks' ? 'Block {id}.' : 'Mute {id}.',
      doc: '§7 Users (safety)',
      access: 'catrep',
      ok: { 200: messageBody, 201: messageBody },
      errors: { 400: "One's own id ('self').", 429: quotaReached('blocks and mutes') },
    },
    {
      method: 'delete',
      path: `/users/:id/${list}`,
      summary: list === 'blocks' ? 'Unblock {id}.' : 'Unmute {id}.',
      doc: '§7 Users (safety)',
      access: 'catrep',
      ok: { 200: messageBody },
      errors: { 400: "One's own id ('self')." },
    },
    {
      method: 'get',
      path: `/users/user/${list}`,
      summary: `The caller's ${list === 'blocks' ? 'blocked' : 'muted'} CatReps, newest first.`,
      doc: '§7 Users (safety)',
      access: 'catrep',
      ok: { 200: z.array(userCard) },
    },
  ]),
  {
    method: 'get',
    path: '/users/:id/files',
    summary: "A page of {id}'s favorites, newest first.",
    doc: '§7 Users (favorites)',
    access: 'viewer',
    query: pageQuery,
    ok: { 200: z.array(albumEntry) },
    paged: true,
  },
  {
    method: 'post',
    path: '/users/files',
    summary: 'Upload a favorite photo with an optional title.',
    doc: '§7 Users (favorites)',
    access: 'verified',
    upload: uploadForm({ title: z.string().optional() }),
    ok: { 201: albumEntry },
    errors: { 400: NOT_AN_IMAGE, 429: quotaReached('uploads') },
  },
  {
    method: 'delete',
    path: '/users/files/:fileId',
    summary: 'Delete one of one’s favorites.',
    doc: '§7 Users (favorites)',
    access: 'verified',
    ok: { 200: messageBody },
  },
  {
    method: 'put',
    path: '/users/:id/suspension',
    summary: 'Lift the suspension of {id} (moderators).',
    doc: '§7 Moderation',
    access: 'admin',
    body: suspensionRequest,
    ok: { 200: messageBody },
    errors: { 400: "Not suspended ('not-suspended')." },
  },
  // The data export (README "Leaving CatRep"; functions/src/routes/users/export.ts).
  {
    method: 'post',
    path: '/users/user/export',
    summary: "Start an export of all of the caller's data (202, state preparing); mailed when ready.",
    doc: '§7 Users',
    access: 'catrep',
    body: exportRequest,
    ok: { 202: exportAnswer },
    errors: { 429: "An export was asked for within the last 24 hours ('export-limit'; Retry-After)." },
  },
  {
    method: 'get',
    path: '/users/user/export',
    summary: "Where the caller's export stands; `url` is a fresh download link while it is ready.",
    doc: '§7 Users',
    access: 'catrep',
    ok: { 200: exportAnswer },
  },
  {
    method: 'get',
    path: `/users/user/export/:exportId/${EXPORT_ARCHIVE_NAME}`,
    summary: 'Download an export (application/zip attachment): the link is the key, no session.',
    doc: '§7 Users',
    access: 'public',
    query: z.object({ key: exportKey }),
    ok: { 200: z.string().meta({ format: 'binary', description: 'The ZIP archive (application/zip).' }) },
    errors: { 404: "A wrong, expired or superseded link ('export-link-invalid')." },
  },
];

/** Registers the users' paths. */
export function registerUserPaths(registry: OpenAPIRegistry): void {
  for (const route of routes) addRoute(registry, 'Users', route);
}
