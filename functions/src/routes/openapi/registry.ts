/**
 * The pieces every resource module of the OpenAPI document shares (README "How the pieces fit",
 * the API document): the `{ code, message }` error body of functions/src/core/errors.ts, the
 * `X-Authorization` scheme of http/caller.ts, paging, uploads, and `addRoute`, which turns one
 * route of a router into an operation with the errors its access level and inputs can answer.
 */
import { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { MAX_UPLOAD_BYTES } from '@catrep/model';
import { z } from 'zod';
import { pageParams } from '../../store/pages.js';

/** Who may call a route (docs/product.md §6 Roles; http/caller.ts and http/roles.ts). */
export type Access = 'public' | 'viewer' | 'catrep' | 'verified' | 'admin';

/** The error body of every failure (core/errors.ts). */
export const errorBody = z
  .object({
    code: z.string().meta({ description: "A machine code, e.g. 'not-found', 'invalid-argument', 'guest'." }),
    message: z.string().meta({ description: 'The message docs/product.md gives for the case, shown as is.' }),
  })
  .meta({ id: 'Error', description: 'The body of every error answer.' });

/** `{ message }`: the confirmation most writes answer with (docs/product.md §8 messages). */
export const messageBody = z.object({ message: z.string() }).meta({ id: 'Message' });

/** A time as the API writes it (domain/serializers/time.ts): ISO 8601 in UTC, or null before it is set. */
export const isoTime = z.iso.datetime().nullable();

/** A stored photo's sizes and media-store paths (`PhotoRef` of @catrep/model documents.ts). */
export const photoRef = z
  .object({ path: z.string(), thumbPath: z.string(), width: z.number(), height: z.number() })
  .meta({ id: 'PhotoRef', description: 'A photo in the media store (under /media/).' });

/** A country of the list (`Country`, GET /countries). */
export const country = z.object({ id: z.string(), title: z.string() }).meta({ id: 'CountryRef' });

/** What lists show of a CatRep (`UserSummary`, domain/serializers/users.ts `userSummary`). */
export const userSummary = z
  .looseObject({
    id: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    profilePhoto: photoRef.nullable(),
  })
  .meta({ id: 'UserSummary', description: 'A CatRep as posts, comments and cats name them.' });

/** The query parameters of a list paged by cursor (store/pages.ts). */
export const pageQuery = z.object(pageParams);

/**
 * A response object without a zod schema of its own (its TypeScript type lives in @catrep/model
 * and its fields in docs/product.md §7): named, with the fields every client relies on listed.
 */
export function resource(id: string, description: string, fields: Record<string, z.ZodType> = {}) {
  return z.looseObject({ id: z.string(), ...fields }).meta({ id, description });
}

/** The multipart form of an upload (http/upload.ts): one `file` part and optional text fields. */
export function uploadForm(fields: Record<string, z.ZodType> = {}) {
  return z.object({
    file: z.string().meta({
      type: 'string',
      format: 'binary',
      description: `The image, at most ${MAX_UPLOAD_BYTES} bytes.`,
    }),
    ...fields,
  });
}

/** The 429 of a quota (store/throttles.ts QUOTAS), e.g. quotaReached('uploads'). */
export const quotaReached = (quota: string) => `The ${quota} quota is reached.`;
/** The 429 of the login's failure throttle. */
export const THROTTLED = 'Too many failed attempts: wait.';
/** The 404 of a write by an account without a CatRep profile. */
export const NO_PROFILE = 'The caller has no CatRep profile.';
/** The 400 of an upload that is not an image or too large. */
export const NOT_AN_IMAGE = "Not an image, or too large ('upload-failed').";
/** The 404 of a cat id that names no cat. */
export const NO_SUCH_CAT = 'No such cat.';

/** One route as its router serves it, path in Express form (`/cats/:id`). */
export interface RouteSpec {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  /** The docs/product.md section the call is described in, e.g. '§7 Cats'. */
  doc: string;
  access: Access;
  query?: z.ZodObject;
  body?: z.ZodType;
  upload?: z.ZodObject;
  /** Success status(es) with the body each answers. */
  ok: Partial<Record<200 | 201 | 202, z.ZodType>>;
  /** The success body's media type, when not `application/json` (e.g. the `text/html` of /docs). */
  produces?: string;
  /** A page of a list: the next page's cursor comes in `X-Next-Cursor`. */
  paged?: boolean;
  /** Errors the handler itself throws, beside those of its access level and inputs. */
  errors?: Partial<Record<400 | 403 | 404 | 409 | 429, string>>;
  /** Path parameters that are not looked up (no 404 for an unknown id). */
  noLookup?: boolean;
}

const ACCESS: Record<Access, { note: string; forbidden?: string }> = {
  public: { note: 'Public: no token needed.' },
  viewer: { note: 'Any session: a CatRep or the guest token (read-only).' },
  catrep: {
    note: 'A signed-in CatRep; guests are refused.',
    forbidden: "A guest ('guest'), or an account without a CatRep profile writing ('no-profile').",
  },
  verified: {
    note: 'A verified CatRep (status 1).',
    forbidden:
      "A guest ('guest'), an unverified CatRep ('unverified') or an account without a profile ('no-profile').",
  },
  admin: { note: 'A moderator (admin claim).', forbidden: 'Not a moderator (or a guest, or unverified).' },
};

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBody } },
});

/**
 * The operation's id, from its method and Express path: `GET /users/:id/friends` →
 * `getUsersByIdFriends` (unique, as each method and path is; linted by `npm run lint:openapi`).
 */
export function operationId(method: RouteSpec['method'], path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** Adds `spec` to `registry` as an operation tagged `tag`. */
export function addRoute(registry: OpenAPIRegistry, tag: string, spec: RouteSpec): void {
  const names = [...spec.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const access = ACCESS[spec.access];
  const errors: Record<number, string> = {};
  const inputs = spec.query || spec.body || spec.upload;
  if (inputs) errors[400] = 'The request is not valid: the first validation message (docs/product.md §5).';
  errors[401] =
    spec.access === 'public'
      ? 'An invalid or expired token was sent, or the App Check token is missing (README "Production switches").'
      : 'No token, an invalid or expired one, or no App Check token where it is enforced.';
  if (access.forbidden) errors[403] = access.forbidden;
  if (names.length && !spec.noLookup) errors[404] = 'Nothing by that id, or nothing the caller may see.';
  for (const [status, text] of Object.entries(spec.errors ?? {})) {
    errors[Number(status)] = errors[Number(status)] ? `${errors[Number(status)]} Or: ${text}` : text;
  }
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(spec.ok)) {
    responses[status] = {
      description: status === '201' ? 'Created.' : status === '202' ? 'Accepted.' : 'OK.',
      headers: spec.paged
        ? {
            'X-Next-Cursor': {
              description: 'Present when a next page exists: pass it as `cursor`.',
              schema: { type: 'string' },
            },
          }
        : undefined,
      content: { [spec.produces ?? 'application/json']: { schema } },
    };
  }
  // Cloud Functions parses a JSON body before the app and answers a malformed one itself: 400
  // with its own plain page (README "Security", Errors). Any call that may carry a body can get it.
  const bodied = spec.method !== 'get';
  const malformed = "A malformed JSON body gets the platform's own 400 page (text/html).";
  if (bodied) errors[400] = errors[400] ? `${errors[400]} ${malformed}` : malformed;
  for (const [status, text] of Object.entries(errors)) responses[status] = error(text);
  if (bodied) {
    const badRequest = responses['400'] as { content: Record<string, unknown> };
    badRequest.content['text/html'] = { schema: { type: 'string' } };
  }
  responses['500'] = error("An unexpected failure ('internal').");
  registry.registerPath({
    method: spec.method,
    path: spec.path.replace(/:(\w+)/g, '{$1}'),
    operationId: operationId(spec.method, spec.path),
    tags: [tag],
    summary: spec.summary,
    description: `${access.note} See docs/product.md ${spec.doc}.`,
    security: spec.access === 'public' ? [] : [{ session: [] }],
    request: {
      params: names.length ? z.object(Object.fromEntries(names.map((n) => [n, z.string()]))) : undefined,
      query: spec.query,
      body: spec.body
        ? { required: true, content: { 'application/json': { schema: spec.body } } }
        : spec.upload
          ? { required: true, content: { 'multipart/form-data': { schema: spec.upload } } }
          : undefined,
    },
    responses: responses as never,
  });
}
