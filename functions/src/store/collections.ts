/**
 * Typed references to every Firestore collection the functions read or write (docs/architecture.md §2,
 * model/src/documents.ts). Each collection gets its document type here, once, through a
 * Firestore converter; everything else reads typed snapshots instead of casting `data()` or
 * `get(field)`. The converters change nothing in what is stored: documents are written and read
 * exactly as their model type.
 */
import type {
  DocumentData,
  DocumentSnapshot,
  FirestoreDataConverter,
  PartialWithFieldValue,
  Timestamp,
} from 'firebase-admin/firestore';
import type {
  AccountDeletionDoc,
  AccountDoc,
  AreaDoc,
  BlockDoc,
  BlogDoc,
  CareEntryDoc,
  CareSettingsDoc,
  CatDoc,
  CatFileDoc,
  ChatDoc,
  ChatMessageDoc,
  CommentDoc,
  CounterShardDoc,
  ExportDoc,
  ExportKeyDoc,
  FavoriteDoc,
  FeedDoc,
  HiddenDoc,
  LostReportDoc,
  MateDoc,
  ModerationLogDoc,
  MuteDoc,
  NotificationDoc,
  NotificationSettingsDoc,
  ReportDoc,
  ReportedItemDoc,
  RelationDoc,
  SavedDoc,
  TagDoc,
  TagUseDoc,
  SightingDoc,
  TimelineDoc,
  TrendingDoc,
  TimelineHeadDoc,
  TimelinePageDoc,
  UserDoc,
} from '@catrep/model';
import { notificationId, type NotificationKind } from '@catrep/model';
import { db } from '../core/firebase.js';

/** `feeds/{feedId}/likes/{uid}`: one like of a post by a CatRep. */
export interface LikeDoc {
  userId: string;
  feedId: string;
  /** When it was given: a Timestamp (the likes quota counts a CatRep's likes by hour). */
  createdAt: unknown;
  /** The counter shard it was counted on (model counters.ts `shardFor`); none before shards adapted. */
  shard?: string;
  /** Whether the author's notification names the liker or counts them beyond the named; none when not told. */
  told?: 'named' | 'counted';
}

/** `countries/{id}` (seed data; the id is the ISO 3166-1 alpha-2 code). */
export interface CountryDoc {
  title: string;
}

/**
 * `throttles/{kind}-{sha256(key)}` (store/throttles.ts): when the last throttled action of that
 * kind and key ran; for login failures and quotas, when the count began, the count, and (login)
 * until when attempts wait.
 */
export interface ThrottleDoc {
  at: Timestamp;
  kind: string;
  count?: number;
  until?: Timestamp | null;
  /** When Firestore's TTL policy may delete it (store/expiry.ts). */
  expiresAt: Timestamp;
}

/**
 * `loginDevices/{sha256(token)}` (routes/users/login-devices.ts): a browser a CatRep signed in from —
 * whose account (`uid`, `email` in lower case), since when and when last used.
 */
export interface LoginDeviceDoc {
  uid: string;
  email: string;
  createdAt?: unknown;
  lastUsedAt: unknown;
  /** When Firestore's TTL policy may delete it (store/expiry.ts). */
  expiresAt: Timestamp;
}

/**
 * `users/{uid}/pushTokens/{sha256(token)}`: one browser's web push token (Firebase Cloud
 * Messaging), its owner's alone; removed when FCM answers that it is dead.
 */
export interface PushTokenDoc {
  token: string;
  createdAt: unknown;
  /** When Firestore's TTL policy may delete it (store/expiry.ts). */
  expiresAt: Timestamp;
}

/** `contactMessages/{id}`: a message sent with the contact form (docs/product.md §7 /users/contact). */
export interface ContactMessageDoc {
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: unknown;
}

/** `timeZones/{id}`: a time zone some CatRep lives in (collections `timeZones` below). */
export interface TimeZoneDoc {
  zone: string;
}

/** The converter of documents stored as `T`: the one place a collection's data is cast to `T`. */
function stored<T extends DocumentData>(): FirestoreDataConverter<T> & {
  fromFirestore(snap: DocumentSnapshot): T;
} {
  return {
    toFirestore: (doc: PartialWithFieldValue<T>) => doc as DocumentData,
    fromFirestore: (snap: DocumentSnapshot) => snap.data() as T,
  };
}

const relation = stored<RelationDoc>();
const cat = stored<CatDoc>();
const feed = stored<FeedDoc>();
const blog = stored<BlogDoc>();

/**
 * The converters needed beyond this module: snapshots a trigger hands in and projections
 * (`select`) are not read through a typed reference, so they are typed with these.
 */
export const converters = {
  relation,
  cat,
  feed,
  blog,
  exportDoc: stored<ExportDoc>(),
  lostReport: stored<LostReportDoc>(),
};

/** A top-level collection read and written as `T`. */
function collection<T extends DocumentData>(name: string, converter: FirestoreDataConverter<T>) {
  return db.collection(name).withConverter(converter);
}

/**
 * A subcollection `{parent}/{parentId}/{name}` read and written as `T`: `of(parentId)` is one
 * parent's, `group()` every parent's (a collection-group query).
 */
function subcollection<T extends DocumentData>(
  parent: string,
  name: string,
  converter: FirestoreDataConverter<T>,
) {
  return {
    of: (parentId: string) => db.collection(parent).doc(parentId).collection(name).withConverter(converter),
    group: () => db.collectionGroup(name).withConverter(converter),
  };
}

/** `users/{uid}`: public profiles. */
export const users = collection('users', stored<UserDoc>());
const privateDocs = subcollection('users', 'private', stored<AccountDoc>());
/** `users/{uid}/private/account`: the owner-only fields. */
export const accountRef = (uid: string) => privateDocs.of(uid).doc('account');
/** `users/{uid}/relations/{otherUid}`: uid's side of each connection. */
export const relations = subcollection('users', 'relations', relation);
/**
 * `users/{uid}/timeline/{feedId}`: 'My CatReps' references to posts one a document — a store from
 * before the timeline's pages, and late references older than every page (model/src/timeline.ts).
 */
export const timelines = subcollection('users', 'timeline', stored<TimelineDoc>());
const timelineHeads = subcollection('users', 'private', stored<TimelineHeadDoc>());
/**
 * `users/{uid}/private/timeline`: the newest references of uid's timeline in one document
 * (model/src/timeline.ts). `timelineHeadsOver(n)` finds the heads whose `size` passed n,
 * `timelineHeadsHolding(feedId)` those that reference a post.
 */
export const timelineHeadRef = (uid: string) => timelineHeads.of(uid).doc('timeline');
export const timelineHeadsOver = (size: number) => timelineHeads.group().where('size', '>', size);
export const timelineHeadsHolding = (feedId: string) =>
  timelineHeads.group().where('ids', 'array-contains', feedId);
/**
 * `users/{uid}/timelinePages/{key}`: the references a timeline's head dropped, a page a document
 * keyed by its oldest reference (model/src/timeline.ts `pageKey`).
 */
export const timelinePages = subcollection('users', 'timelinePages', stored<TimelinePageDoc>());
/** `users/{uid}/blocks/{otherUid}`: the CatReps uid blocked (store/blocks.ts). */
export const blocks = subcollection('users', 'blocks', stored<BlockDoc>());
/** `users/{uid}/mutes/{otherUid}`: the CatReps uid muted. */
export const mutes = subcollection('users', 'mutes', stored<MuteDoc>());
const hiddenDocs = subcollection('users', 'private', stored<HiddenDoc>());
/** `users/{uid}/private/hidden`: whom uid's screens leave out (blocks either way, mutes). */
export const hiddenRef = (uid: string) => hiddenDocs.of(uid).doc('hidden');
const exportDocs = subcollection('users', 'private', stored<ExportDoc>());
/** `users/{uid}/private/export`: uid's latest data export (README "Leaving CatRep"). */
export const exportRef = (uid: string) => exportDocs.of(uid).doc('export');
/** `exportKeys/{sha256(key)}`: the download keys of exports, by hash (domain/export/link.ts). */
export const exportKeys = collection('exportKeys', stored<ExportKeyDoc>());
/** `users/{uid}/favorites/{fileId}`: My Favorites photos. */
export const favorites = subcollection('users', 'favorites', stored<FavoriteDoc>());

/** `users/{uid}/notifications/{id}`: the notification centre (domain/notifications/notices.ts). */
export const notifications = subcollection('users', 'notifications', stored<NotificationDoc>());
const settingsDocs = subcollection('users', 'private', stored<NotificationSettingsDoc>());
/** `users/{uid}/private/notifications`: uid's notification switches, digest and push. */
export const notificationSettingsRef = (uid: string) => settingsDocs.of(uid).doc('notifications');
/** `users/{recipient}/notifications/{kind}_{subjectId}`: one notification group. */
export const noticeRef = (recipient: string, kind: NotificationKind, subjectId: string) =>
  notifications.of(recipient).doc(notificationId(kind, subjectId));
/** `users/{uid}/pushTokens/{hash}`: the browsers uid turned push on in. */
export const pushTokens = subcollection('users', 'pushTokens', stored<PushTokenDoc>());

/** `cats/{catId}`. */
export const cats = collection('cats', cat);
/** `cats/{catId}/mates/{mateId}`: the CatMates of a cat. */
export const mates = subcollection('cats', 'mates', stored<MateDoc>());
/** `cats/{catId}/files/{fileId}`: CatAlog photos and YouTube videos. */
export const catFiles = subcollection('cats', 'files', stored<CatFileDoc>());
/** `cats/{catId}/blogs/{blogId}`: CatBlog diary entries, written by the API only. */
export const blogs = subcollection('cats', 'blogs', blog);

/** `cats/{catId}/care/{entryId}`: a cat's care entries, its owner's alone (store/care.ts). */
export const careEntries = subcollection('cats', 'care', stored<CareEntryDoc>());
const careSettingsDocs = subcollection('users', 'private', stored<CareSettingsDoc>());
/** `users/{uid}/private/care`: uid's care settings (the weight unit). */
export const careSettingsRef = (uid: string) => careSettingsDocs.of(uid).doc('care');
/**
 * `timeZones/{encodeURIComponent(zone)}`: each time zone a CatRep ever sent (no uid, only the
 * name), so the hourly daily run knows which zones to look for at 8:00 (domain/daily/targets.ts).
 */
export const timeZones = collection('timeZones', stored<TimeZoneDoc>());
/** The registry document of `zone`. */
export const timeZoneRef = (zone: string) => timeZones.doc(encodeURIComponent(zone));

/** `feeds/{feedId}`: CatShare posts. */
export const feeds = collection('feeds', feed);
/** `feeds/{feedId}/counters/{shard}`: a post's like and comment counts, in shards (store/counters.ts). */
export const counters = subcollection('feeds', 'counters', stored<CounterShardDoc>());
/** `feeds/{feedId}/likes/{uid}`: who liked a post. */
export const likes = subcollection('feeds', 'likes', stored<LikeDoc>());
/** `feeds/{feedId}/comments/{commentId}`. */
export const comments = subcollection('feeds', 'comments', stored<CommentDoc>());
/** `users/{uid}/saved/{feedId}`: the posts uid saved (domain/feeds/saved.ts), newest first by `createdAt`. */
export const saved = subcollection('users', 'saved', stored<SavedDoc>());
/**
 * `tagUses/{tag}_{uid}_{day}`: one CatRep's uses of one hashtag on one day, written with the posts
 * (domain/feeds/tags.ts); what Trending counts (domain/feeds/trending.ts).
 */
export const tagUses = collection('tagUses', stored<TagUseDoc>());
/** `tags/{tag}`: every hashtag a public post ever held, for the header search. */
export const tagDirectory = collection('tags', stored<TagDoc>());
/** `trending/current`: the top hashtags as last computed, read by the clients. */
export const trendingRef = collection('trending', stored<TrendingDoc>()).doc('current');

/** `chats/{chatId}`: one chat per pair of cats (`chatIdOf`), written by the API only. */
export const chats = collection('chats', stored<ChatDoc>());
/** `chats/{chatId}/messages/{messageId}`: the messages of a chat. */
export const chatMessages = subcollection('chats', 'messages', stored<ChatMessageDoc>());

/** `countries/{id}`: seed data. */
export const countries = collection('countries', stored<CountryDoc>());
/** `reports/{reportId}`: one CatRep's report of one item (routes/moderation/reports.ts). */
export const reports = collection('reports', stored<ReportDoc>());
/** `reportedItems/{itemKey}`: the reports of one item together, for the moderation desk. */
export const reportedItems = collection('reportedItems', stored<ReportedItemDoc>());
/** `moderation/{id}`: the log of moderators' decisions, read by no client. */
export const moderationLog = collection('moderation', stored<ModerationLogDoc>());
/** `throttles/{id}`: stamps of throttled actions. */
export const throttles = collection('throttles', stored<ThrottleDoc>());
/** `loginDevices/{hash}`: browsers CatReps signed in from, for the login throttle. */
export const loginDevices = collection('loginDevices', stored<LoginDeviceDoc>());
/** `accountDeletions/{uid}`: the to-do of an account deletion job (domain/users/deletion.ts). */
export const accountDeletions = collection('accountDeletions', stored<AccountDeletionDoc>());
/** `contactMessages/{id}`: what the contact form received. */
export const contactMessages = collection('contactMessages', stored<ContactMessageDoc>());

/** `areas/{uid}`: a CatRep's Lost & Found area, a coarse cell only (domain/lost/areas.ts). */
export const areas = collection('areas', stored<AreaDoc>());
/** `lostReports/{reportId}`: lost cats' reports (domain/lost/reports.ts). */
export const lostReports = collection('lostReports', stored<LostReportDoc>());
/** `lostReports/{reportId}/sightings/{sightingId}`: what finders saw (domain/lost/sightings.ts). */
export const sightings = subcollection('lostReports', 'sightings', stored<SightingDoc>());
