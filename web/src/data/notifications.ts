/**
 * The notifications resource (README "Notifications"): the signed-in CatRep's
 * `users/{uid}/notifications`, read live under firestore.rules — the bell's unread count and the
 * centre's paged list, newest first by `updatedAt` (a group moves to the top when someone adds to
 * it) — and their settings `users/{uid}/private/notifications`; marking read, saving the settings
 * and this browser's push token go through the REST API.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  MAX_READ_IDS,
  NOTIFICATIONS_PAGE,
  notificationSettingsOf,
  type NotificationDoc,
  type NotificationSettings,
  type NotificationSettingsDoc,
} from '@catrep/model';
import { api, request } from '@/lib/api';
import { readConverter, useLiveQueries, type WithId } from '@/lib/firestore';
import { devicePushToken, storedPushToken, storePushToken } from '@/lib/push';
import { millisOf } from '@/lib/time';
import { firestorePages, usePagedList, type PagedList } from '@/lib/usePagedList';

/** A notification as the screens show it: its id (`{kind}_{subjectId}`) and document. */
export type Notification = WithId<NotificationDoc>;

/**
 * The most unread notifications the bell counts; from there on it reads "9+". The bell is on every
 * screen, so its live query reads at most this many documents each time the app opens.
 */
export const UNREAD_LIMIT = 10;

const notifications = (db: Firestore, uid: string) =>
  collection(db, 'users', uid || '-', 'notifications').withConverter(readConverter<NotificationDoc>());
const settingsRef = (db: Firestore, uid: string) =>
  doc(db, 'users', uid || '-', 'private', 'notifications').withConverter(
    readConverter<NotificationSettingsDoc>(),
  );

/** The unread count of the bell and whether it has arrived. */
export interface UnreadCount {
  status: 'loading' | 'error' | 'success';
  /** Unread notifications, at most `UNREAD_LIMIT`. */
  count: number;
}

/**
 * Live number of `uid`'s unread notifications (up to `UNREAD_LIMIT`; the newest ones). A failed
 * listener counts 0 rather than breaking the top bar it lives in.
 */
export function useUnreadCount(uid: string): UnreadCount {
  const db = useFirestore();
  const q = query(
    notifications(db, uid),
    where('read', '==', false),
    orderBy('updatedAt', 'desc'),
    limit(UNREAD_LIMIT),
  );
  const unread = useLiveQueries([q], `unread:${uid}`);
  const first = unread.data[0];
  return {
    status: unread.error ? 'error' : first ? 'success' : 'loading',
    count: first?.length ?? 0,
  };
}

/** Newest first by `updatedAt`: a group pushed off the full first page keeps its place. */
const newestUpdateFirst = {
  key: (n: Notification) => n.id,
  order: (n: Notification) => millisOf(n.updatedAt),
};

/**
 * `uid`'s notifications, live, newest first (`updatedAt`), NOTIFICATIONS_PAGE a page, the next
 * page by cursor. Mount it with a React `key` per CatRep.
 */
export function useNotifications(uid: string): PagedList<Notification> {
  const db = useFirestore();
  const source = useMemo(
    () => firestorePages(query(notifications(db, uid), orderBy('updatedAt', 'desc')), NOTIFICATIONS_PAGE),
    [db, uid],
  );
  return usePagedList(source, newestUpdateFirst);
}

/** What `POST /notifications/read` answers. */
export interface MarkedRead {
  marked: number;
  message: string;
}

/**
 * `POST /notifications/read`: marks the notifications `ids` read (in calls of at most
 * MAX_READ_IDS), or, without ids, every unread one.
 */
export async function markRead(ids?: string[]): Promise<MarkedRead> {
  if (!ids) return api.post<MarkedRead>('/notifications/read', {});
  const answers: MarkedRead[] = [];
  for (let i = 0; i < ids.length; i += MAX_READ_IDS) {
    answers.push(await api.post<MarkedRead>('/notifications/read', { ids: ids.slice(i, i + MAX_READ_IDS) }));
  }
  return {
    marked: answers.reduce((sum, a) => sum + a.marked, 0),
    message: answers.at(-1)?.message ?? '',
  };
}

/** The live notification settings and whether they have arrived. */
export interface LiveNotificationSettings {
  status: 'loading' | 'error' | 'success';
  /** The stored settings with the defaults filled in (all defaults while none are stored). */
  settings: NotificationSettings;
}

/** The live notification settings of `uid`; a refused or failed read is status 'error'. */
export function useNotificationSettings(uid: string): LiveNotificationSettings {
  const db = useFirestore();
  const [state, setState] = useState<{
    uid: string;
    status: 'error' | 'success';
    doc?: NotificationSettingsDoc;
  }>();
  useEffect(
    () =>
      onSnapshot(
        settingsRef(db, uid),
        (snap) => setState({ uid, status: 'success', doc: snap.data() }),
        () => setState({ uid, status: 'error' }),
      ),
    [db, uid],
  );
  const current = state?.uid === uid ? state : undefined;
  const stored = current?.doc;
  const settings = useMemo(() => notificationSettingsOf(stored), [stored]);
  return { status: current?.status ?? 'loading', settings };
}

/** `PUT /users/user/notification-settings` with every switch, the digest and push. */
export const saveNotificationSettings = (settings: NotificationSettings) =>
  api.put<NotificationSettings & { message: string }>('/users/user/notification-settings', settings);

/** `POST /users/user/push-tokens { token }`: this browser gets web push. */
export const registerPushToken = (token: string) =>
  api.post<{ message: string }>('/users/user/push-tokens', { token });

/** `DELETE /users/user/push-tokens { token }`: it no longer does. */
export const removePushToken = (token: string) =>
  request<{ message: string }>('DELETE', '/users/user/push-tokens', { token }).then((r) => r.data);

/** Whether `uid` registered a push token in this browser. */
export const pushOnThisDevice = (uid: string) => storedPushToken(uid) !== null;

/**
 * Registers this browser's push token for `uid` (the notification permission must be granted)
 * and remembers it, so that turning push off can take it back.
 */
export async function registerThisDevice(uid: string): Promise<{ message: string }> {
  const token = await devicePushToken();
  const answer = await registerPushToken(token);
  storePushToken(uid, token);
  return answer;
}

/** Takes back the push token `uid` registered in this browser, if any. */
export async function unregisterThisDevice(uid: string): Promise<{ message: string } | null> {
  const token = storedPushToken(uid);
  if (!token) return null;
  const answer = await removePushToken(token);
  storePushToken(uid, null);
  return answer;
}
