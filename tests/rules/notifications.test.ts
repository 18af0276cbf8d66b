/**
 * Security rules for notifications (README "Notifications"): `users/{uid}/notifications/{id}` is
 * read by its owner alone — live, by the bell and the centre — and refused to everyone else,
 * guests and connected CatReps included; `users/{uid}/private/notifications` (the settings, with
 * the digest's unsubscribe secret) likewise; `users/{uid}/pushTokens/{id}` by nobody. No client
 * writes any of them: the API and the triggers do.
 */
import { Timestamp } from 'firebase/firestore';
import type { NotificationDoc } from '@catrep/model';
import { reads, rulesMatrix, UID, useRulesEnvironment } from '../support/rules.js';

const rules = useRulesEnvironment('demo-catrep-rules-notifications');

const notification: NotificationDoc = {
  kind: 'like',
  subjectId: 'post-1',
  link: '/cat-share/post/post-1',
  item: 'post',
  actor: { id: UID.connected, firstname: 'Cora', lastname: 'Connected', profilePhoto: null },
  actorIds: [UID.connected],
  read: false,
  digested: false,
  updatedAt: Timestamp.fromMillis(1_000),
};

rulesMatrix(rules, {
  path: 'users/{uid}/notifications/{id}',
  target: `users/${UID.owner}/notifications/like_post-1`,
  data: { ...notification },
  // Marking read, or slipping in an actor, is a write: only through the API.
  update: { read: true, actorIds: [UID.connected, UID.stranger] },
  allowed: { owner: reads },
});

rulesMatrix(rules, {
  path: 'users/{uid}/private/notifications',
  target: `users/${UID.owner}/private/notifications`,
  data: { kinds: { like: false }, digest: true, push: false, unsubscribe: 'a'.repeat(64) },
  update: { digest: false },
  allowed: { owner: reads },
});

rulesMatrix(rules, {
  path: 'users/{uid}/pushTokens/{id}',
  target: `users/${UID.owner}/pushTokens/${'b'.repeat(64)}`,
  data: { token: 'device-token', createdAt: Timestamp.fromMillis(1_000) },
  update: { token: 'another-device' },
  allowed: {},
});
