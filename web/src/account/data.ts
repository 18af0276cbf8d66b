/**
 * The account area's API calls and hooks (SPEC §7 Users, §4 Session): countries, register,
 * login, validate, revalidate, forgot/change password, contact.
 */
import { useEffect, useState } from 'react';
import type { Country, RegisterRequest } from '@catrep/model';
import { api, request } from '@/api/client';
import { startSession } from './session';

let countriesCache: Promise<Country[]> | null = null;

/** `GET /countries`, fetched once per page load. */
export function fetchCountries(): Promise<Country[]> {
  countriesCache ??= api.get<Country[]>('/countries').catch((e) => {
    countriesCache = null;
    throw e;
  });
  return countriesCache;
}

/** The country list for selects ([] while loading or on failure). */
export function useCountries(): Country[] {
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    let live = true;
    fetchCountries().then(
      (list) => live && setCountries(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return countries;
}

/** `POST /users` then sign in with the custom token. */
export async function registerAccount(body: RegisterRequest) {
  return startSession(await request<string>('POST', '/users', body));
}

/** `POST /users/login` then sign in with the custom token. */
export async function login(body: { email: string; password: string }) {
  return startSession(await request<string>('POST', '/users/login', body));
}

/** `POST /users/validate { statusToken }` then sign in (status becomes 1). */
export async function validateAccount(statusToken: string) {
  return startSession(await request<string>('POST', '/users/validate', { statusToken }));
}

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
