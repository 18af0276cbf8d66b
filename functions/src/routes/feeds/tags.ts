/**
 * Hashtags (README "Find cats like yours"):
 *
 *   GET /tags?name={q}               up to TAG_SEARCH_LIMIT tags starting with q (the header search)
 *   GET /tags/trending               Trending as last computed (domain/feeds/trending.ts)
 *   GET /tags/{tag}/feeds?index={n}  the public posts holding the tag, newest first,
 *                                    FEED_PAGE_SIZE a page; `X-Next-Cursor` for the next
 *
 * A tag in the address is normalised as posts store it (`#`-less, NFC, lower case: `CatURDAY` is
 * `caturday`); one that is no tag answers 400 'This is not a hashtag'. The list asks for public
 * posts alone (visibility 1), as the rules make the client's live query of the same list: a post
 * that is deleted or leaves public view leaves the tag. Posts of CatReps a block stands between
 * with the caller, or whom the caller muted, are left out as in the feed.
 */
import { Router } from 'express';
import { FieldPath } from 'firebase-admin/firestore';
import {
  DiaryVisibility,
  FEED_PAGE_SIZE,
  TAG_SEARCH_LIMIT,
  normaliseTag,
  serverMessages,
} from '@catrep/model';
import { z } from 'zod';
import { badRequest } from '../../core/errors.js';
import { parse } from '../../core/validate.js';
import { requireViewer } from '../../http/caller.js';
import { listedPosts } from '../../domain/feeds/listed.js';
import { currentTrending } from '../../domain/feeds/trending.js';
import { feeds, tagDirectory } from '../../store/collections.js';
import { newestFirstPage, pageParams } from '../../store/pages.js';

export const tagsRouter = Router();

/** `raw` (an address's tag, perhaps with its `#`) as posts store it; 400 when it is no tag. */
function tagOf(raw: string): string {
  const tag = normaliseTag(raw.replace(/^[#＃]/, ''));
  if (!tag) throw badRequest(serverMessages.notATag);
  return tag;
}

const searchQuery = z.object({ name: z.string().trim().max(60).optional().default('') });

/** GET /tags?name={q}: tags starting with q (its `#` dropped), by name; '' or no tag finds none. */
tagsRouter.get('/tags', async (req, res) => {
  requireViewer(req);
  const prefix = normaliseTag(parse(searchQuery, req.query).name.replace(/^[#＃]/, ''));
  if (!prefix) {
    res.json([]);
    return;
  }
  const found = await tagDirectory
    .orderBy(FieldPath.documentId())
    .startAt(prefix)
    .endAt(`${prefix}\uf8ff`)
    .limit(TAG_SEARCH_LIMIT)
    .get();
  res.json(found.docs.map((d) => ({ tag: d.id })));
});

/** GET /tags/trending: the top tags of the last 24 hours, as last computed (every 10 minutes). */
tagsRouter.get('/tags/trending', async (req, res) => {
  requireViewer(req);
  res.json(await currentTrending());
});

const pageQuery = z.object(pageParams);

/** GET /tags/{tag}/feeds: the public posts holding the tag, newest first. */
tagsRouter.get('/tags/:tag/feeds', async (req, res) => {
  const caller = requireViewer(req);
  const tag = tagOf(req.params.tag);
  const q = parse(pageQuery, req.query);
  const page = await newestFirstPage(
    feeds.where('tags', 'array-contains', tag).where('visibility', '==', DiaryVisibility.everyone),
    q,
    FEED_PAGE_SIZE,
  );
  if (page.next) res.set('X-Next-Cursor', page.next);
  res.json(await listedPosts(caller, page.docs));
});
