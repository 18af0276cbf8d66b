/**
 * The account resource (docs/product.md §7 Users, §4 Session): the REST calls that open a session (register,
 * login, validate — `@/session/session` signs in with their answer) and the mail flows
 * (revalidate, forgot and change password, contact, the digest mail's unsubscribe link — kept here
 * rather than in `@/data/notifications`, so the public /unsubscribe page loads no Firestore).
 */
import type { RegisterRequest } from '@catrep/model';
import { api, request, type ApiResponse } from '@/lib/api';
import { storeDeviceToken, storedDeviceToken } from '@/lib/storedSession';

/** `POST /users`: the token answer (body) and `X-Custom-Token` header of the new session. */
export const postRegister = (body: RegisterRequest): Promise<ApiResponse<string>> =>
  request<string>('POST', '/users', body);

/**
 * `POST /users/login`: the session answer. Sends this browser's device token and keeps the one
 * answered, so that others failing this CatRep's password do not lock this browser out.
 */
export async function postLogin(body: { email: string; password: string }): Promise<ApiResponse<string>> {
  const device = storedDeviceToken();
  const res = await request<string>('POST', '/users/login', body, device ? { 'X-Device-Token': device } : {});
  storeDeviceToken(res.headers.get('X-Device-Token'));
  return res;
}

/** `POST /users/validate { statusToken }`: the session answer, now verified (status 1). */
export const postValidate = (statusToken: string): Promise<ApiResponse<string>> =>
  request<string>('POST', '/users/validate', { statusToken });

/** `POST /users/revalidate`: mails a new verification link. */
export const revalidate = () => api.post<{ message: string }>('/users/revalidate');

/** `POST /users/forgotpassword { email }`. */
export const forgotPassword = (email: string) =>
  api.post<{ message: string }>('/users/forgotpassword', { email });

/** `POST /users/changepassword { passwordToken, password }` (the reset link). */
export const resetPassword = (passwordToken: string, password: string) =>
  api.post<{ message: string }>('/users/changepassword', { passwordToken, password });

/** `POST /users/contact`. */
export const sendContact = (body: { name: string; email: string; subject: string; message: string }) =>
  api.post<{ message: string }>('/users/contact', body);

/**
 * `POST /notifications/unsubscribe { user, token }` (the digest mail's link, README
 * "Notifications"): no session needed; answers the message to show.
 */
export const unsubscribeDigest = (user: string, token: string) =>
  api.post<{ message: string }>('/notifications/unsubscribe', { user, token });
