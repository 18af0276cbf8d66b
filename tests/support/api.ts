/**
 * A tiny client for CatRep's REST API (docs/product.md §7) over real HTTP through the Hosting emulator,
 * sending the session token in X-Authorization (docs/product.md §4). Every answer is checked
 * against the API's OpenAPI document (openapi.ts): one it does not describe fails the test.
 */
import { fetchFrom } from '../../scripts/loopback-fetch.mjs';
import { afterEach, expect } from 'vitest';
import { API } from './env.js';
import { checkResponse, mismatches } from './openapi.js';

// An answer the OpenAPI document does not describe fails the call that received it (openapi.ts);
// one whose rejection a test swallowed (Promise.allSettled, fire-and-forget) fails the test here.
afterEach((context) => {
  const missed = mismatches.splice(0);
  if (missed.length && context.task.result?.state !== 'fail') throw new Error(missed.join('\n'));
});

/** A parsed answer: the JSON body (or the text when it is not JSON). */
export interface ApiResponse<T = ApiBody> {
  status: number;
  headers: Headers;
  body: T;
}

/** The loose shape most answers have; tests narrow it where they need more. */
export interface ApiBody {
  code?: string;
  message?: string;
  [key: string]: unknown;
}

export interface CallOptions {
  token?: string | null;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  /** Sent as is, with `contentType`. */
  raw?: string | Uint8Array;
  contentType?: string;
  /** More request headers. */
  headers?: Record<string, string>;
  /**
   * The loopback address to call from (e.g. '127.4.5.6', see people.ts `clientAddress`): the edge
   * sees that socket, as Google's front end sees a client's, and the API keys its per-address
   * throttles on it. Without it, calls come from 127.0.0.1.
   */
  from?: string;
  /** Another base than API, e.g. the function's own URL (env.ts FUNCTIONS). */
  base?: string;
  /** Aborts the call, e.g. `AbortSignal.timeout(ms)` for calls that queue behind many others. */
  signal?: AbortSignal;
}

export async function call<T = ApiBody>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.token) headers['X-Authorization'] = options.token;
  if (options.form) body = options.form;
  else if (options.raw !== undefined) {
    body = options.raw as BodyInit;
    if (options.contentType) headers['Content-Type'] = options.contentType;
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const url = `${options.base ?? API}${path}`;
  const res = options.from
    ? await fetchFrom(options.from, url, { method, headers, body, signal: options.signal })
    : await fetch(url, { method, headers, body, signal: options.signal });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  // Checked against GET /openapi.json (README "How the pieces fit", the API document).
  await checkResponse({ method, path, status: res.status, headers: res.headers, body: parsed });
  return { status: res.status, headers: res.headers, body: parsed as T };
}

export const get = <T = ApiBody>(path: string, token?: string | null) => call<T>('GET', path, { token });
export const post = <T = ApiBody>(path: string, json?: unknown, token?: string | null) =>
  call<T>('POST', path, { json: json ?? {}, token });
export const put = <T = ApiBody>(path: string, json?: unknown, token?: string | null) =>
  call<T>('PUT', path, { json: json ?? {}, token });
export const del = <T = ApiBody>(path: string, token?: string | null) => call<T>('DELETE', path, { token });

/** An ISO timestamp as the API writes them. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Asserts a 4xx answer with the `{ code, message }` body; checks `message` and `code` when given.
 */
export function expectError(
  res: ApiResponse<unknown>,
  status: number,
  expected: { message?: string; code?: string } = {},
): void {
  const body = res.body as ApiBody;
  expect({ status: res.status, body }).toMatchObject({
    status,
    body: { code: expect.any(String), message: expect.any(String) },
  });
  if (expected.message !== undefined) expect(body.message).toBe(expected.message);
  if (expected.code !== undefined) expect(body.code).toBe(expected.code);
}

/** A multipart body with one file part, named `file` as the API expects unless told otherwise. */
export function fileForm(
  data: Uint8Array,
  filename = 'photo.jpg',
  type = 'image/jpeg',
  field = 'file',
): FormData {
  const form = new FormData();
  form.append(field, new Blob([data as Uint8Array<ArrayBuffer>], { type }), filename);
  return form;
}
