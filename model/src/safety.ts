/**
 * Trust and safety (README "Trust and safety"): blocks and mutes between CatReps, reports of
 * what they see, and the decisions moderators take on them. The shapes of the stored documents,
 * the request schemas and the messages, shared by web and functions.
 */
import { z } from './zod.js';
import type { UserCard } from './documents.js';
import { optionalText } from './fields.js';

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
 */
export interface HiddenDoc {
  uids: string[];
  muted: string[];
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

/** `POST /reports` body. */
export const reportRequest = z
  .object({
    item: z
      .string({ error: 'Please say what you report' })
      .refine((s) => reportedItem(s) !== null, { error: 'This cannot be reported' }),
    reason: z.enum(REPORT_REASONS, { error: 'Please choose a reason' }),
    text: optionalText('Your words', MAX_REPORT_TEXT),
  })
  .strict();
export type ReportRequest = z.output<typeof reportRequest>;

/** What a moderator decides on a reported item (`PUT /reports/{id}`). */
export const MODERATION_ACTIONS = ['dismiss', 'remove', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const moderationRequest = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { error: 'Please choose dismiss, remove or suspend' }),
    note: optionalText('Note', MAX_REPORT_TEXT),
  })
  .strict();

/** `PUT /users/{id}/suspension` body: lifting a suspension. */
export const suspensionRequest = z
  .object({ suspended: z.literal(false, { error: 'suspended must be false' }) })
  .strict();

/** Toasts and answers of trust and safety (not in the spec: our own wording). */
export const safetyMessages = {
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
} as const;
