/**
 * The REST API client (docs/product.md §7, docs/architecture.md §1): JSON over fetch under `/api`, the session token in
 * `X-Authorization` (docs/product.md §4), and in a build with App Check its token in `X-Firebase-AppCheck`
 * (README "Production switches"). Error answers `{ code, message }` become an `ApiError` whose
 * message screens show in a toast (docs/product.md §8).
 */
import { GUEST_TOKEN, serverMessages } from '@catrep/model';
import { TOKEN_KEY } from '@/lib/storedSession';

/** A failed API call; `message` is the server's message (docs/product.md §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The token for X-Authorization: the Firebase ID token, or the fixed guest token. Without a
 * stored session there is none, and Firebase Auth (not in the first screen's bundle) stays unloaded.
 */
async function token(): Promise<string | null> {
  const stored = localStorage.getItem(TOKEN_KEY);
  if (stored === null) return null;
  const { auth } = await import('@/lib/firebase');
  await auth.authStateReady();
  if (auth.currentUser) return auth.currentUser.getIdToken();
  return stored === GUEST_TOKEN ? GUEST_TOKEN : null;
}

/**
 * The App Check token for X-Firebase-AppCheck, or null. Only a build with
 * `VITE_APPCHECK_SITE_KEY` has one; it loads Firebase (lib/firebase, which starts App Check) for
 * it, signed in or not, since the API then refuses calls without one. Other builds load nothing.
 */
async function appCheckToken(): Promise<string | null> {
  if (!import.meta.env.VITE_APPCHECK_SITE_KEY) return null;
  const { appCheckToken } = await import('@/lib/firebase');
  return appCheckToken();
}

/** The headers every call carries: the session token and the App Check token, when there are. */
async function authHeaders(): Promise<Record<string, string>> {
  const [session, appCheck] = await Promise.all([token(), appCheckToken()]);
  const headers: Record<string, string> = {};
  if (session) headers['X-Authorization'] = session;
  if (appCheck) headers['X-Firebase-AppCheck'] = appCheck;
  return headers;
}

/** A parsed answer with its headers (sessions need `X-Custom-Token`). */
export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/**
 * Sends one request to `/api{path}`; JSON body, or multipart for a FormData body; `extraHeaders`
 * go with it (e.g. the login's `X-Device-Token`).
 */
export async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...extraHeaders,
    ...(await authHeaders().catch(offlineAsNetwork)),
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { method, headers, body: payload });
  } catch {
    throw new ApiError(0, 'network', serverMessages.internal);
  }
  return { data: answer<T>(res.status, await res.text()), headers: res.headers };
}

/**
 * An ID token that had to be refreshed without network fails in Auth ('auth/network-request-failed'):
 * the call fails as any call without network does (status 0, code 'network'); anything else is
 * thrown as it is.
 */
function offlineAsNetwork(e: unknown): never {
  if ((e as { code?: unknown } | null)?.code === 'auth/network-request-failed') {
    throw new ApiError(0, 'network', serverMessages.internal);
  }
  throw e;
}

/** Whether `e` is a call that never reached the API (no network), not an answer of it. */
export const isNetworkFailure = (e: unknown): boolean => e instanceof ApiError && e.status === 0;

/** The parsed body of an answer; an ApiError with the server's `{ code, message }` unless 2xx. */
function answer<T>(status: number, text: string): T {
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (status < 200 || status > 299) {
    const err = (data ?? {}) as { code?: string; message?: string };
    throw new ApiError(status, err.code ?? 'unknown', err.message ?? serverMessages.internal);
  }
  return data as T;
}

/**
 * A multipart `POST` of `file` (field `file`, after the text `fields`) that reports its progress
 * (0–1) — fetch cannot, so this one uses XMLHttpRequest. Resolves the answer's body; throws ApiError.
 */
export async function uploadWithProgress<T>(
  path: string,
  file: File,
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<T> {
  const form = uploadForm(file, fields);
  const headers = await authHeaders().catch(offlineAsNetwork);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(0, 'network', serverMessages.internal));
    xhr.onload = () => {
      try {
        resolve(answer<T>(xhr.status, xhr.responseText));
      } catch (e) {
        reject(e);
      }
    };
    xhr.send(form);
  });
}

/** The multipart body of an upload: the text `fields` first, then the file in the field `file`. */
function uploadForm(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
}

/** Shorthands returning only the body. */
export const api = {
  get: <T>(path: string) => request<T>('GET', path).then((r) => r.data),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}).then((r) => r.data),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}).then((r) => r.data),
  /**
   * Multipart upload of one file in the field `file` (docs/product.md §7 photo uploads), after the
   * text `fields` (a CatShare photo's `alt` and `position`).
   */
  upload: <T>(method: 'PUT' | 'POST', path: string, file: File, fields: Record<string, string> = {}) => {
    return request<T>(method, path, uploadForm(file, fields)).then((r) => r.data);
  },
};

/** The message to show for any thrown error: the server's for ApiError, else `fallback`. */
export function errorMessage(e: unknown, fallback: string = serverMessages.internal): string {
  return e instanceof ApiError ? e.message : fallback;
}

/**
 * The message for a failed upload or other write whose docs/product.md §8 toast is fixed: the server's own
 * message when it refused the input (4xx: a clear reason to act on), else `fallback`.
 */
export function refusalMessage(e: unknown, fallback: string): string {
  return e instanceof ApiError && e.status >= 400 && e.status < 500 ? e.message : fallback;
}
