/**
 * Trust and safety (README "Trust and safety"): blocks and mutes between CatReps, reports of
 * what they see, and the decisions moderators take on them. The shapes of the stored documents,
 * the request schemas and the messages, shared by web and functions.
 */
import { DiaryVisibility } from './codes.js';
import type { Holds, UserCard } from './documents.js';
import type { NotificationSettingsDoc } from './notifications.js';

/**
 * `users/{uid}/blocks/{otherUid}`: a CatRep uid blocked, with their card (the list in CatRep
 * Settings). Written by the API only; read by its owner only.
 */
export interface BlockDoc {
  userId: string;
  user: UserCard;
  createdAt: unknown;
}

/** `users/{uid}/mutes/{otherUid}`: a CatRep uid muted, with their card. As BlockDoc. */
export type MuteDoc = BlockDoc;

/**
 * `users/{uid}/private/hidden`: whom uid's screens leave out. `uids`: the CatReps a block stands
 * between uid and (uid blocked them, or they blocked uid — which one is not said); `muted`: the
 * CatReps whose posts and comments uid muted. Written by the API in the same transaction as each
 * block and mute; read live by its owner only, to filter what list queries cannot (feeds,
 * comments, CatMates).
 *
 * `hasSaved`: true from uid's first saved post on (written with that save, and kept after the last
 * unsave). The feed, which reads this document anyway, asks which posts on screen are saved only
 * when it is true, so a CatRep who never saved a post pays no read for their saves
 * (README "Find cats like yours", Saved posts).
 *
 * `notify`: a copy of uid's notification switches and push choice (`private/notifications`),
 * written in the same transaction as they are saved. Whether a notification reaches uid depends on
 * a block, a mute and these wishes, so its admission reads this one document
 * (functions/src/domain/notifications/notices.ts); absent, the defaults hold (`notificationSettingsOf`).
 */
export interface HiddenDoc {
  uids: string[];
  muted: string[];
  hasSaved?: boolean;
  notify?: Pick<NotificationSettingsDoc, 'kinds' | 'push'>;
}

/** What a CatRep may report (`POST /reports`). */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'animal-cruelty',
  'violence',
  'nudity',
  'impersonation',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How each reason reads in the report dialog and on the moderation desk. */
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  'animal-cruelty': 'Cruelty to animals',
  violence: 'Violence or threats',
  nudity: 'Nudity or sexual content',
  impersonation: 'Pretending to be someone else',
  other: 'Something else',
};

/** The most characters a report's own words may have. */
export const MAX_REPORT_TEXT = 1000;

/** Different reporters after which a reported item is hidden from everyone but its author. */
export const HIDE_AFTER_REPORTERS = 3;

/**
 * The API paths of what can be reported, each with the ids it names. `item` of a report is one
 * of these, exactly as the API names the thing.
 */
export const REPORTABLE = [
  { kind: 'post', pattern: /^\/feeds\/([\w-]{1,128})$/ },
  { kind: 'comment', pattern: /^\/feeds\/([\w-]{1,128})\/comments\/([\w-]{1,128})$/ },
  { kind: 'entry', pattern: /^\/cats\/([\w-]{1,128})\/blogs\/([\w-]{1,128})$/ },
  { kind: 'cat-photo', pattern: /^\/cats\/([\w-]{1,128})\/files\/([\w-]{1,128})$/ },
  { kind: 'favorite', pattern: /^\/users\/([\w-]{1,128})\/files\/([\w-]{1,128})$/ },
  { kind: 'message', pattern: /^\/chats\/([\w-]{1,128})\/messages\/([\w-]{1,128})$/ },
  { kind: 'catrep', pattern: /^\/users\/([\w-]{1,128})$/ },
  { kind: 'cat', pattern: /^\/cats\/([\w-]{1,128})$/ },
  { kind: 'lost', pattern: /^\/lost\/([\w-]{1,128})$/ },
  { kind: 'sighting', pattern: /^\/lost\/([\w-]{1,128})\/sightings\/([\w-]{1,128})$/ },
] as const;
export type ReportedKind = (typeof REPORTABLE)[number]['kind'];

/** The kind of thing `item` names and its ids, or null when it names nothing reportable. */
export function reportedItem(item: string): { kind: ReportedKind; ids: string[] } | null {
  for (const { kind, pattern } of REPORTABLE) {
    const m = pattern.exec(item);
    if (m && !m.slice(1).some((id) => id === 'user' || /^__.*__$/.test(id))) return { kind, ids: m.slice(1) };
  }
  return null;
}

/** What a moderator decides on a reported item (`PUT /reports/{id}`). */
export const MODERATION_ACTIONS = ['dismiss', 'remove', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The statuses `GET /reports?status=` lists by (a reported item stands where its latest decision left it). */
export const REPORT_STATUSES = ['open', 'dismissed', 'removed', 'suspended'] as const;

/** Toasts and answers of trust and safety (not in the spec: our own wording). */
export const safetyMessages = {
  /** Not in the spec: what the author of a held post sees on it (README "Trust and safety"). */
  heldForReview: 'Held for review: only you can see this until a moderator has looked at it.',
  blocked: 'CatRep blocked. You will not see each other on CatRep.',
  unblocked: 'CatRep unblocked.',
  muted: 'CatRep muted. Their posts and comments are hidden from you.',
  unmuted: 'CatRep unmuted.',
  blockSelf: 'You cannot block yourself',
  muteSelf: 'You cannot mute yourself',
  youBlocked: 'You blocked this CatRep. Unblock them in CatRep Settings first.',
  reported: 'Thank you. Our moderators will look at it.',
  reportSelf: 'You cannot report your own things',
  suspended: 'This account is suspended. Please use the contact page if you think this is a mistake.',
  decided: 'Decision saved.',
  alreadyDecided: 'A moderator has already decided on this report.',
  unsuspended: 'The suspension is lifted.',
  notRemovable: 'A CatRep or a cat is not removed: suspend its CatRep instead.',
  notSuspended: 'This CatRep is not suspended.',
} as const;

export type { Holds } from './documents.js';

/** Whether a hold keeps `doc` from everyone but its author. */
export const isHeldBack = (doc: Holds): boolean => doc.held === true || doc.authorSuspended === true;

/** The visibility of a CatShare item: `natural` (1 for shares, the diary's for diary items) unless held back. */
export const heldVisibility = (natural: DiaryVisibility, doc: Holds): DiaryVisibility =>
  isHeldBack(doc) ? DiaryVisibility.onlyMe : natural;

/** What a report keeps of the reported thing, so moderators see it without reading anyone's data. */
export interface ReportSnapshot {
  /** The text it showed (a message, a caption, a name). */
  text: string;
  /** The media URL of its photo, if it had one. */
  photo: string | null;
  /** Its author: id and name at the time of the report. */
  authorId: string;
  authorName: string;
  /** When it was written (ISO), if known. */
  createdAt: string | null;
}

/** Where a report stands; a reported item stands where its latest decision left it. */
export type ReportStatus = 'open' | 'dismissed' | 'removed' | 'suspended';

/**
 * `reports/{reportId}`: one CatRep's report of one item (the id is derived from both, so a second
 * report of the same item is the same report). Written by the API only; no client reads it.
 */
export interface ReportDoc {
  item: string;
  kind: ReportedKind;
  /** The id of the item's `reportedItems` document. */
  itemKey: string;
  reporterId: string;
  reason: ReportReason;
  text: string;
  status: ReportStatus;
  createdAt: unknown;
}

/**
 * `reportedItems/{itemKey}`: the reports of one item together — what the moderation desk lists.
 * Written by the API only; no client reads it (moderators read it through `GET /reports`).
 */
export interface ReportedItemDoc {
  item: string;
  kind: ReportedKind;
  authorId: string;
  snapshot: ReportSnapshot;
  /** How many reports gave each reason. */
  reasons: Partial<Record<ReportReason, number>>;
  /** How many different CatReps reported it while open. */
  reporterCount: number;
  /** Its newest reports (at most REPORTS_KEPT_PER_ITEM): their ids, reasons and own words. */
  latest: { id: string; reason: ReportReason; text: string }[];
  status: ReportStatus;
  /** Whether its reports hold it back from everyone but its author (`held`). */
  hidden: boolean;
  firstReportedAt: unknown;
  lastReportedAt: unknown;
  decidedAt?: unknown;
}

/** `moderation/{id}`: one decision — who took it, on what, when and why. No client reads it. */
export interface ModerationLogDoc {
  moderatorId: string;
  action: ModerationAction | 'unsuspend';
  item: string | null;
  itemKey: string | null;
  authorId: string;
  note: string;
  at: unknown;
}

/** JSON of a reported item on the moderation desk (`GET /reports`). */
export interface ReportedItemJson extends Omit<
  ReportedItemDoc,
  'firstReportedAt' | 'lastReportedAt' | 'decidedAt'
> {
  /** The item's key: `PUT /reports/{id}` takes it, as it takes any of its reports' ids. */
  id: string;
  firstReportedAt: string | null;
  lastReportedAt: string | null;
}

/** Reports kept with a reported item for the desk (the rest stay in `reports/`). */
export const REPORTS_KEPT_PER_ITEM = 20;

/** Reported items a page of the moderation desk shows. */
export const REPORT_PAGE_SIZE = 20;
