/**
 * Notifications (README "Notifications"): what happened to a CatRep's posts, cats and
 * connections, stored per CatRep in `users/{uid}/notifications/{id}`, written by the server only
 * and read live by their owner. The kinds, the stored shape, the settings and the one line each
 * notification reads as — shared by the web client, the REST API, the digest mail and push.
 */
import type { StoredTime } from './timeline.js';
import type { PhotoRef, UserSummary } from './documents.js';
import { relativeTime } from './dates.js';
import { lastSeenText } from './lost.js';
import { FeedType, hasVideoUrl } from './feeds.js';
import { REMINDER_DAYS, type ReminderStage } from './care.js';

/** The kinds a CatRep may switch off in CatRep Settings. */
export const SWITCHABLE_KINDS = [
  'request',
  'approved',
  'like',
  'comment',
  'reply',
  'catmates',
  'chat',
  'reminder',
  'birthday',
  'mateBirthday',
  'remembrance',
  'lost',
] as const;
export type SwitchableKind = (typeof SWITCHABLE_KINDS)[number];

/**
 * What a notification is about: the switchable kinds; a moderator's word, which always arrives; and
 * Lost & Found's replies that always arrive — a lost cat is home (`home`, which takes the place of
 * its `lost` alert) and a sighting of one's lost cat (`sighting`).
 */
export const NOTIFICATION_KINDS = [...SWITCHABLE_KINDS, 'removed', 'reinstated', 'home', 'sighting'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How each switch reads in CatRep Settings. */
export const notificationKindLabels: Record<SwitchableKind, string> = {
  request: 'Connection requests I receive',
  approved: 'My requests approved',
  like: 'Likes on my posts',
  comment: 'Comments on my posts',
  reply: 'Comments on posts I commented on',
  catmates: 'New CatMates for my cats',
  chat: 'New chats with my cats',
  reminder: 'Care reminders: vaccinations and treatments due',
  birthday: "My cats' birthdays",
  mateBirthday: "My cats' CatMates' birthdays",
  remembrance: 'Remembrance days of my Catchies',
  lost: 'Lost cats near me',
};

/**
 * The kinds the daily run writes (README "Care and the cat's days"), one per CatRep and day at
 * most for each subject: their ids are made from what they tell of and the day, so a run that is
 * repeated writes nothing twice.
 */
export const DAILY_KINDS = ['reminder', 'birthday', 'remembrance'] as const;

/** One cat whose birthday a 'birthday' notification tells of. */
export interface BirthdayLine {
  catId: string;
  name: string;
  /** The age it turns; null when its year of birth is unknown. */
  age: number | null;
  /** A CatMate of the recipient's cats (another CatRep's cat), not the recipient's own. */
  mate: boolean;
}

/** What a 'reminder' notification reminds of. */
export interface ReminderNote {
  /** 'Rabies vaccination', 'Flea treatment' (care.ts `careSubject`). */
  subject: string;
  /** 'YYYY-MM-DD': when it is due. */
  due: string;
  stage: ReminderStage;
}

/** What a liked or commented item is called in a notification's line. */
export type NotifiedItem = 'post' | 'photo' | 'video' | 'diary entry' | 'comment' | 'message';

/** What a CatShare item of `type` is called in a notification. */
export function notifiedItemOf(type: number): NotifiedItem {
  if (type === FeedType.photo) return 'photo';
  if (hasVideoUrl(type)) return 'video';
  if (type === FeedType.diary) return 'diary entry';
  return 'post';
}

/** The app path of one CatShare item (its own page). */
export const postLink = (postId: string) => `/cat-share/post/${postId}`;

/**
 * `users/{uid}/notifications/{id}`. The id says what it groups: `{kind}_{subjectId}` (e.g.
 * `like_{postId}`), so every like of one post is one document that grows. Written by the API and
 * the triggers only; read by its owner only.
 */
export interface NotificationDoc {
  kind: NotificationKind;
  /** What it is about: a post id (like, comment, reply), a CatRep's uid (request, approved,
   * catmates), a chat id (chat), a reported item key (removed); gone with it. */
  subjectId: string;
  /** Where it leads in the app, e.g. `/cat-share/{postId}`. */
  link: string;
  /** The liked or commented item (like, comment, reply). */
  item?: NotifiedItem;
  /**
   * The newest named actor (photo and name in the list); null for a moderator's word, and null or
   * absent when only counted actors are left (a like group whose named likers all left).
   */
  actor?: UserSummary | null;
  /**
   * The distinct actors, oldest first, about MAX_NOTICE_ACTORS of them at most (a like that read
   * fewer likes is named, so a burst may name a few more; a document holds at most 1 MiB and
   * 40,000 index entries: a post liked by tens of thousands must not fill it).
   */
  actorIds: string[];
  /**
   * Actors counted beyond MAX_NOTICE_ACTORS, not named: a like group's later likers, set to the
   * post's likes beyond MAX_NOTICE_ACTORS each time its count lands on a milestone
   * (`isNoticeMilestone`), so within 10 or a tenth of them.
   */
  moreActors?: number;
  /**
   * The owner's cats it names (catmates, chat; the cat of a reminder or a remembrance) and the
   * other CatRep's (catmates, chat).
   */
  cats?: string[];
  mates?: string[];
  /** The ids of the cats it is about (the daily kinds): a deleted cat takes it along. */
  catIds?: string[];
  /** A 'birthday' notification's cats, the recipient's own first. */
  birthdays?: BirthdayLine[];
  /** A 'reminder' notification's vaccination or treatment. */
  reminder?: ReminderNote;
  /** A 'remembrance' notification: how many years ago the Catchie passed away. */
  years?: number;
  /** The lost cat (lost, home, sighting): its photo leads the line. */
  cat?: { id: string; name: string; profilePhoto: PhotoRef | null };
  /** When the lost cat was last seen, ISO 8601 (lost). */
  lastSeenAt?: string;
  /** Where it was last seen, as its owner wrote it (lost). */
  place?: string;
  /** Who saw it when they sent no account with it (sighting). */
  finder?: string;
  read: boolean;
  /** Whether the daily digest already told of it. */
  digested: boolean;
  /** Its place in the list: when it was last added to (a new actor, a new like). */
  updatedAt: StoredTime | unknown;
}

/**
 * `users/{uid}/private/notifications`: the CatRep's switches (missing kinds are on), the daily
 * digest and web push; `unsubscribe` is the secret of the digest mail's unsubscribe link.
 */
export interface NotificationSettingsDoc {
  kinds: Partial<Record<SwitchableKind, boolean>>;
  digest: boolean;
  push: boolean;
  unsubscribe?: string;
  /** The CatRep's local date ('YYYY-MM-DD') of the last daily run that mailed or settled their digest. */
  digestDate?: string;
}

/** The settings as the API answers them and takes them back (every switch named). */
export interface NotificationSettings {
  kinds: Record<SwitchableKind, boolean>;
  digest: boolean;
  push: boolean;
}

/** The settings of a CatRep who never changed them: everything on but push (asked in the browser). */
export function notificationSettingsOf(
  doc: Partial<NotificationSettingsDoc> | undefined,
): NotificationSettings {
  const kinds = Object.fromEntries(
    SWITCHABLE_KINDS.map((kind) => [kind, doc?.kinds?.[kind] !== false]),
  ) as Record<SwitchableKind, boolean>;
  return { kinds, digest: doc?.digest !== false, push: doc?.push === true };
}

/**
 * The part of a CatRep's notification settings that decides which notifications reach them (the
 * switches and push), as copied into their `private/hidden` (HiddenDoc.notify).
 */
export function notifyCopyOf(
  settings: Pick<NotificationSettingsDoc, 'kinds' | 'push'>,
): Pick<NotificationSettingsDoc, 'kinds' | 'push'> {
  return { kinds: settings.kinds, push: settings.push };
}

/** Whether a CatRep with these settings hears of `kind`. */
export function wantsKind(settings: NotificationSettings, kind: NotificationKind): boolean {
  return !(SWITCHABLE_KINDS as readonly string[]).includes(kind) || settings.kinds[kind as SwitchableKind];
}

/** The id of the notification grouping `kind` about `subjectId`. */
export const notificationId = (kind: NotificationKind, subjectId: string) => `${kind}_${subjectId}`;

/** The most notifications of one page (`GET /notifications`, the centre). */
export const NOTIFICATIONS_PAGE = 20;
/** The most ids `POST /notifications/read` takes at once. */
export const MAX_READ_IDS = 100;
/** The most earlier commenters one comment notifies ('reply'), newest commenters first. */
export const MAX_REPLY_RECIPIENTS = 20;

const fullName = (user: Pick<UserSummary, 'firstname' | 'lastname'>) => `${user.firstname} ${user.lastname}`;
const list = (names: readonly string[]) =>
  new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(names);

/** "Bence Kovacs", "Bence Kovacs and 1 other", "Bence Kovacs and 3 others". */
export function actorsText(actor: UserSummary | null, count: number): string {
  const name = actor ? fullName(actor) : 'Someone';
  const others = Math.max(0, count - 1);
  return others === 0 ? name : `${name} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/**
 * "Mittens turns 5 today", "Your CatMate Cirmi has a birthday today", "Mittens turns 5 and your
 * CatMate Cirmi turns 3 today": the birthdays of one day in one line (the age only when the year
 * of birth is known).
 */
export function birthdayText(lines: readonly BirthdayLine[]): string {
  const phrases = lines.map(
    (l) => `${l.mate ? 'your CatMate ' : ''}${l.name} ${l.age ? `turns ${l.age}` : 'has a birthday'}`,
  );
  const text = `${list(phrases)} today`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Rabies vaccination for Mittens is due in 7 days" / "is due today" / "was due 7 days ago". */
export function reminderText(cat: string, reminder: ReminderNote): string {
  const when = {
    before: `is due in ${REMINDER_DAYS} days`,
    due: 'is due today',
    after: `was due ${REMINDER_DAYS} days ago`,
  }[reminder.stage];
  return `${reminder.subject} for ${cat} ${when}`;
}

/** "Remembering Old Tom, who passed away 3 years ago today". */
export const remembranceText = (cat: string, years: number) =>
  `Remembering ${cat}, who passed away ${years} ${years === 1 ? 'year' : 'years'} ago today`;

/** The most actors a notification names in `actorIds`; later ones are counted in `moreActors`. */
export const MAX_NOTICE_ACTORS = 50;

/**
 * Whether a post's like count `likes` is a milestone, at which its author's like notification,
 * once it counts likers beyond MAX_NOTICE_ACTORS, is written again (README "Notifications"): every
 * multiple of 10 below 1,000, then of a tenth of its power of ten (1,000, 1,100, …, 10,000, 11,000,
 * …). Between milestones a like writes no notification and pushes nothing, so the count shown is
 * at most 10 or a tenth behind, whichever is more, and each power of ten of likes writes the
 * notification at most 90 times however fast they come: it never becomes a hot document.
 */
export function isNoticeMilestone(likes: number): boolean {
  if (!Number.isInteger(likes) || likes < 10) return false;
  const step = Math.max(10, 10 ** (String(likes).length - 2));
  return likes % step === 0;
}

/** How many distinct actors a notification counts: those it names and those beyond the cap. */
export const actorCount = (n: Pick<NotificationDoc, 'actorIds' | 'moreActors'>): number =>
  n.actorIds.length + Math.max(0, n.moreActors ?? 0);

/** The one line a notification reads as (the centre, the digest, push). */
export function notificationText(
  n: Pick<
    NotificationDoc,
    | 'kind'
    | 'actor'
    | 'actorIds'
    | 'moreActors'
    | 'item'
    | 'cats'
    | 'mates'
    | 'birthdays'
    | 'reminder'
    | 'years'
  > &
    Partial<Pick<NotificationDoc, 'cat' | 'lastSeenAt' | 'place' | 'finder'>>,
  now = new Date(),
): string {
  const who = actorsText(n.actor ?? null, actorCount(n));
  const catName = n.cat?.name ?? 'A cat';
  const item = n.item ?? 'post';
  switch (n.kind) {
    case 'request':
      return `${who} wants to connect with you`;
    case 'approved':
      return `${who} approved your request: you are connected`;
    case 'like':
      return `${who} liked your ${item}`;
    case 'comment':
      return `${who} commented on your ${item}`;
    case 'reply':
      return `${who} also commented on a post you commented on`;
    case 'catmates':
      return `${list(n.cats ?? [])} ${(n.cats ?? []).length === 1 ? 'has' : 'have'} new CatMates: ${list(n.mates ?? [])}`;
    case 'chat':
      return `${list(n.mates ?? [])} started a chat with ${list(n.cats ?? [])}`;
    case 'removed':
      return `A moderator removed your ${item}`;
    case 'reinstated':
      return 'A moderator lifted your suspension: your account is back';
    case 'reminder':
      return n.reminder ? reminderText(n.cats?.[0] ?? 'your cat', n.reminder) : 'A care reminder';
    case 'birthday':
    case 'mateBirthday':
      return birthdayText(n.birthdays ?? []);
    case 'remembrance':
      return remembranceText(n.cats?.[0] ?? 'your cat', n.years ?? 1);
    case 'lost': {
      const when = n.lastSeenAt
        ? ` last seen ${lastSeenText(relativeTime(new Date(n.lastSeenAt), now))}`
        : '';
      const where = n.place ? ` near ${n.place}` : ' near you';
      return `${catName} is lost:${when}${where}. Have you seen this cat?`;
    }
    case 'home':
      return `${catName} is home. Thank you for looking!`;
    case 'sighting':
      return `${n.actor ? who : (n.finder ?? 'Someone')} saw ${catName}`;
  }
}

/** The messages of the notification endpoints. */
export const notificationMessages = {
  settingsSaved: 'Your notification settings saved successfully',
  markedRead: 'Notifications marked as read',
  unsubscribed: 'You will get no more digest mails from CatRep',
  badUnsubscribe: 'This unsubscribe link is not valid',
  pushTokenSaved: 'Push notifications are on for this device',
  pushTokenRemoved: 'Push notifications are off for this device',
} as const;
