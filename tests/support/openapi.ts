/**
 * Every answer the API tests receive is held against the API's own OpenAPI document (README "How
 * the pieces fit", the API document): `call` (api.ts) hands each answer to `checkResponse`, which
 * fails the test that received it when the document does not describe it — an undocumented method
 * and path (only the `{ code, message }` 404 of an unknown path is expected there), an undocumented
 * status, another media type, a body the status's schema refuses, or an `X-Next-Cursor` on a
 * response that does not document it. The message names the method, the path, the status and what
 * does not match. A path with a malformed `%` escape is the platform's to answer (400), not the
 * API's.
 *
 * The document is fetched from the running API (`GET /api/openapi.json`) once per test file (vitest
 * loads this module afresh in each file) and compiled with Ajv's JSON Schema 2020-12 dialect, the
 * dialect of OpenAPI 3.1's Schema Object. Why Ajv and not an OpenAPI response validator: those
 * maintained for Node either stop at OpenAPI 3.0 — openapi-response-validator (and jest-openapi /
 * vitest-openapi built on it); openapi-backend refuses a 3.1 document (it checks it against the 3.0
 * schema: `webhooks` and 3.1 schemas fail) and lets an undocumented status pass — or validate only
 * inside the server as Express middleware (express-openapi-validator). What is left to do by hand
 * is small: find the operation of a method and path (literal segments before templated ones, as
 * OpenAPI orders them) and pick its response by status.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { default as addFormatsModule } from 'ajv-formats';
import { API } from './env.js';

// ajv-formats is CommonJS with `exports.default`: under Node's ESM loader the default import is the
// module object, under vitest's the function itself.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

/** The parts of an OpenAPI 3.1 document the check reads. */
interface Document {
  paths: Record<string, Record<string, Operation>>;
}
interface Operation {
  operationId?: string;
  responses?: Record<string, Response>;
}
interface Response {
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: unknown }>;
}

/** One answer as `call` received it. */
export interface ReceivedResponse {
  method: string;
  /** The path under the API root, query included (`/feeds?view=catreps`). */
  path: string;
  status: number;
  headers: Headers;
  /** The parsed JSON body, the text when it is not JSON, `null` when empty. */
  body: unknown;
}

const DOC_ID = 'catrep-openapi.json';
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** The document compiled for checking: operations by path template, validators by schema location. */
class DocumentCheck {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly templates: { template: string; segments: string[] }[];

  constructor(private readonly doc: Document) {
    addFormats(this.ajv);
    // The whole document is one schema resource, so `#/components/schemas/…` references resolve;
    // its root is no schema, hence no meta-validation of it.
    this.ajv.addSchema(doc as object, DOC_ID, undefined, false);
    this.templates = Object.keys(doc.paths).map((template) => ({
      template,
      segments: template.split('/').slice(1),
    }));
  }

  /**
   * The template `path` falls under, as Express routes it: a trailing `/` does not count, a
   * `{param}` takes one non-empty segment, literal segments win over `{param}` ones, left to right.
   */
  private template(path: string): string | undefined {
    const segments = path
      .replace(/(.)\/$/, '$1')
      .split('/')
      .slice(1);
    let best: { template: string; score: string } | undefined;
    for (const t of this.templates) {
      if (t.segments.length !== segments.length) continue;
      // '1' for a literal segment, '0' for a parameter: the greatest string is the most literal.
      const marks = t.segments.map((s, i) =>
        s.startsWith('{') && s.endsWith('}') ? (segments[i] ? '0' : null) : s === segments[i] ? '1' : null,
      );
      if (marks.includes(null)) continue;
      const score = marks.join('');
      if (!best || score > best.score) best = { template: t.template, score };
    }
    return best?.template;
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.getSchema(`${DOC_ID}#${pointer}`);
      if (!validate) throw new Error(`No schema at ${pointer} in the OpenAPI document`);
      this.validators.set(pointer, validate);
    }
    return validate;
  }

  /** What in `res` the document does not describe, or `null` when it all does. */
  mismatch(res: ReceivedResponse): string | null {
    const method = res.method.toLowerCase();
    // The API answers under /api (Hosting's rewrite) as at / (called directly, functions/src/app.ts);
    // the document's paths are relative to its /api server.
    const path = res.path.replace(/[?#].*$/, '').replace(/^\/api(?=\/)/, '');
    // A path with a malformed `%` escape never reaches the API: the platform's router answers it
    // 400 with a page of its own (tests/api/fuzz.test.ts), which no document of the API describes.
    if (!decodes(path))
      return res.status === 400 ? null : `a path that does not decode, answered other than 400`;
    const template = this.template(path);
    const operation = template && METHODS.has(method) ? this.doc.paths[template]?.[method] : undefined;
    if (!operation) {
      // An unknown method and path is not in the document; the API answers it 404 { code, message }.
      // A bad token is refused (401) before any routing (http/caller.ts), so an unknown path can get that too.
      if (res.status === 404 || res.status === 401)
        return this.bodyMismatch(res, '/components/schemas/Error', 'application/json');
      return `no operation in the document (only 401 or 404 { code, message } is expected for an unknown path)`;
    }
    const responses = operation.responses ?? {};
    const status = String(res.status);
    const key = status in responses ? status : `${status[0]}XX` in responses ? `${status[0]}XX` : 'default';
    const documented = responses[key];
    const where = `${template}`;
    if (!documented)
      return `status ${status} is not documented for ${method.toUpperCase()} ${where} (documented: ${Object.keys(responses).join(', ')})`;
    if (res.headers.has('x-next-cursor') && !documented.headers?.['X-Next-Cursor'])
      return `an X-Next-Cursor header the document does not give this response`;
    const content = documented.content ?? {};
    const types = Object.keys(content);
    const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!types.length) return res.body === null ? null : `a body where the document has none (${type})`;
    if (!types.includes(type)) return `content type '${type}' where the document has ${types.join(', ')}`;
    if (!content[type]!.schema || !/json/.test(type)) return null;
    const pointer = ['/paths', template, method, 'responses', key, 'content', type, 'schema']
      .map((p, i) => (i === 0 ? p : p!.replaceAll('~', '~0').replaceAll('/', '~1')))
      .join('/');
    return this.bodyMismatch(res, pointer, type);
  }

  private bodyMismatch(res: ReceivedResponse, pointer: string, type: string): string | null {
    const actual = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (actual !== type) return `content type '${actual}' where the document has ${type}`;
    const validate = this.validator(pointer);
    if (validate(res.body)) return null;
    return `the body does not match ${pointer}: ${describe(validate.errors ?? [])}`;
  }
}

/** True when `path` has no malformed `%` escape. */
function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Ajv's errors, one line each, at most five. */
function describe(errors: ErrorObject[]): string {
  const lines = errors
    .slice(0, 5)
    .map((e) => `${e.instancePath || '(body)'} ${e.message ?? e.keyword}${paramsOf(e)}`);
  if (errors.length > 5) lines.push(`… ${errors.length - 5} more`);
  return lines.join('; ');
}

const paramsOf = (e: ErrorObject): string => {
  const params = e.params as Record<string, unknown>;
  const detail = params.additionalProperty ?? params.missingProperty ?? params.allowedValues ?? params.type;
  return detail === undefined ? '' : ` (${JSON.stringify(detail)})`;
};

let loaded: Promise<DocumentCheck> | undefined;

/** The document, fetched and compiled at the first answer of this test file. */
function documentCheck(): Promise<DocumentCheck> {
  loaded ??= (async () => {
    const res = await fetch(`${API}/openapi.json`);
    if (!res.ok) throw new Error(`GET /openapi.json answered ${res.status}: cannot check answers against it`);
    return new DocumentCheck((await res.json()) as Document);
  })();
  return loaded;
}

/** The mismatches found, for the safety net in api.ts (answers awaited by `Promise.allSettled`). */
export const mismatches: string[] = [];

/**
 * Throws when the document does not describe `res`: "GET /feeds answered 418, which the OpenAPI
 * document does not describe: status 418 is not documented …". The message is kept in
 * `mismatches` too.
 */
export async function checkResponse(res: ReceivedResponse): Promise<void> {
  const problem = (await documentCheck()).mismatch(res);
  if (problem === null) return;
  const message = `${res.method.toUpperCase()} ${res.path} answered ${res.status}, which the OpenAPI document does not describe: ${problem}`;
  mismatches.push(message);
  throw new Error(message);
}
