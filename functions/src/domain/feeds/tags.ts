/**
 * A post's hashtags and their uses (README "Find cats like yours", Hashtags and Trending): a post
 * stores the tags of its message (`tags`, model `hashtags`), and while it is public (visibility 1)
 * each of them counts as a use by its author in `tagUses/{tag}_{uid}_{day}` — one document per
 * tag, CatRep and day, never a document many CatReps write — with the ids of the posts that use
 * it. Every write that changes what a post counts — a new post, an edit, the first photo of a
 * photo post, a hold or its lifting, a deletion — runs `tagUseChange` in its own transaction:
 * reads first (the use documents a post leaves, the directory entries of tags it brings), then
 * the writes, so a post and its uses never disagree. A post that is deleted or leaves public view
 * leaves its tags' uses (and the tag's list, which asks for public posts alone).
 *
 * `tags/{tag}` lists every tag a public post ever held, for the header search; written once per
 * tag, when a post first brings it.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { DiaryVisibility, tagUseId, type FeedDoc, type TagUseDoc } from '@catrep/model';
import { tagDirectory, tagUses } from '../../store/collections.js';
import { expiresAfter, LIFETIME_MS } from '../../store/expiry.js';

/** The tags `post` counts as used: its tags while it is public, none otherwise (or when it is gone). */
export function countedTags(post: Pick<FeedDoc, 'tags' | 'visibility'> | undefined): string[] {
  return post && post.visibility === DiaryVisibility.everyone ? (post.tags ?? []) : [];
}

/** The day (UTC, 'YYYY-MM-DD') of the instant `ms`. */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** What a change of a post's tags writes: `fields` go into the post's own write; then `write()`. */
export interface TagUseChange {
  /** `tagDay` when the post now counts its first tags. */
  fields: Partial<Pick<FeedDoc, 'tagDay'>>;
  /** Writes the uses and the directory entries, through the transaction (after every read). */
  write(): void;
}

/**
 * Reads, in `tx`, what post `feedId` of `uid` going from `before` to `after` (undefined: it is not
 * there) changes in its tags' uses, and answers the change to write (see the module's comment).
 * Call it after the transaction's other reads and before its writes.
 */
export async function tagUseChange(
  tx: Transaction,
  feedId: string,
  uid: string,
  before: Pick<FeedDoc, 'tags' | 'visibility' | 'tagDay'> | undefined,
  after: Pick<FeedDoc, 'tags' | 'visibility'> | undefined,
  now = Date.now(),
): Promise<TagUseChange> {
  const was = new Set(countedTags(before));
  const is = new Set(countedTags(after));
  const left = [...was].filter((tag) => !is.has(tag));
  const came = [...is].filter((tag) => !was.has(tag));
  const day = before?.tagDay ?? dayOf(now);
  const leftRefs = before?.tagDay ? left.map((tag) => tagUses.doc(tagUseId(tag, uid, day))) : [];
  const newRefs = came.map((tag) => tagDirectory.doc(tag));
  const [leftUses, known] = await Promise.all([
    leftRefs.length ? tx.getAll(...leftRefs) : [],
    newRefs.length ? tx.getAll(...newRefs) : [],
  ]);
  return {
    fields: came.length && !before?.tagDay ? { tagDay: day } : {},
    write() {
      for (const use of leftUses) {
        const rest = (use.data()?.feedIds ?? []).filter((id) => id !== feedId);
        if (!use.exists) continue;
        if (rest.length === 0) tx.delete(use.ref);
        else tx.update(use.ref, { feedIds: FieldValue.arrayRemove(feedId) });
      }
      for (const tag of came) {
        const use: Record<keyof TagUseDoc, unknown> = {
          tag,
          uid,
          day,
          feedIds: FieldValue.arrayUnion(feedId),
          lastAt: FieldValue.serverTimestamp(),
          ...expiresAfter(LIFETIME_MS.tagUse, now),
        };
        tx.set(tagUses.doc(tagUseId(tag, uid, day)), use as TagUseDoc, { merge: true });
      }
      for (const entry of known) {
        if (!entry.exists) tx.create(entry.ref, { tag: entry.id, createdAt: FieldValue.serverTimestamp() });
      }
    },
  };
}
