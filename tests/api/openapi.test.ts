/**
 * GET /openapi.json (README "How the pieces fit", the API document): public, OpenAPI 3.1, and
 * faithful to the app — every method and path the Express app of functions/src/app.ts serves is
 * documented and nothing else, each operation names its errors with the `{ code, message }` body,
 * and request bodies come from the shared zod schemas of @catrep/model.
 */
import { registerRequest } from '@catrep/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from '../support/api.js';
import { createApi } from '../../functions/src/app.js';

interface Operation {
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, unknown>;
  required?: string[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Record<string, string>> };
}

/** A layer of an Express 5 router stack, as far as the walk needs it. */
interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every `METHOD /path` the routers under `stack` serve, `:id` written `{id}`. */
function served(stack: Layer[], found = new Set<string>()): Set<string> {
  for (const layer of stack) {
    if (layer.route) {
      for (const [method, on] of Object.entries(layer.route.methods))
        if (on) found.add(`${method.toUpperCase()} ${layer.route.path.replace(/:(\w+)/g, '{$1}')}`);
    } else if (layer.handle?.stack) served(layer.handle.stack, found);
  }
  return found;
}

const OPERATION_METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

describe('GET /openapi.json', () => {
  let doc: Document;
  let status: number;
  let contentType: string | null;

  beforeAll(async () => {
    const res = await get<Document>('/openapi.json');
    status = res.status;
    contentType = res.headers.get('content-type');
    doc = res.body;
  });

  it('answers an OpenAPI 3.1 document as JSON, without a token', () => {
    expect(status).toBe(200);
    expect(contentType).toMatch(/^application\/json/);
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(doc.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Authorization',
    });
  });

  it('documents every route the app serves, and no other', () => {
    const app = createApi() as unknown as { router: { stack: Layer[] } };
    const routes = served(app.router.stack);
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.keys(item)
          .filter((m) => OPERATION_METHODS.has(m))
          .map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    expect(routes.size).toBeGreaterThan(60);
    expect([...routes].filter((r) => !documented.has(r)).sort()).toEqual([]);
    // A documented path may spell out one value of a served parameter (`PUT /users/user`, served
    // by `PUT /users/{id}`, because `/users/user` is a path of its own for DELETE).
    const servedBy = (route: string) =>
      [...routes].some((pattern) => new RegExp(`^${pattern.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(route));
    expect([...documented].filter((r) => !servedBy(r)).sort()).toEqual([]);
  });

  it('gives every operation a 4xx answer with the { code, message } error schema', () => {
    const error = doc.components.schemas.Error!;
    expect(error.type).toBe('object');
    expect(Object.keys(error.properties ?? {})).toEqual(expect.arrayContaining(['code', 'message']));
    expect(error.required).toEqual(expect.arrayContaining(['code', 'message']));
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!OPERATION_METHODS.has(method)) continue;
        const errors = Object.entries(op.responses).filter(([code]) => /^4\d\d$/.test(code));
        expect(errors.length, `${method} ${path}`).toBeGreaterThan(0);
        for (const [, answer] of errors)
          expect(answer.content?.['application/json']?.schema.$ref, `${method} ${path}`).toBe(
            '#/components/schemas/Error',
          );
      }
    }
  });

  it('takes request bodies from the shared zod schemas', () => {
    const register = doc.paths['/users']!.post!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(register.properties ?? {}).sort()).toEqual(Object.keys(registerRequest.shape).sort());
    expect(register.required).toEqual(expect.arrayContaining(['firstname', 'email', 'password']));

    const upload = doc.paths['/users/files']!.post!.requestBody!.content['multipart/form-data']!.schema;
    expect(upload.properties).toHaveProperty('file');
    expect(doc.paths['/feeds']!.get!.responses['200']).toHaveProperty('headers.X-Next-Cursor');
  });
});
