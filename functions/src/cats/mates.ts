/**
 * CatMates and cat search (SPEC §1 CatMates, §2 /cat-mates, §5 Search, §7 Cats):
 *
 *   GET /cats/search?name={q}          up to 10 cats whose name starts with q (any case)
 *   GET /cats/{id}/friends?index={n}   a page of 50 CatMates of a cat (living cats only)
 *
 * The mates themselves are written by the CatMates trigger (triggers/catmates.ts).
 */
import { Router } from 'express';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { USER_PAGE_SIZE, USER_SEARCH_LIMIT, type CatCard, type CatDoc } from '@catrep/model';
import { z } from 'zod';
import { db } from '../firebase.js';
import { requireViewer } from '../http/caller.js';
import { docId, parse } from '../http/validate.js';
import { hasWordStartingWith } from '../users/directory.js';

export const matesRouter = Router();

/** The card CatMates lists show of a cat. */
export function catCard(snap: DocumentSnapshot): CatCard {
  const d = snap.data() as CatDoc;
  return { id: snap.id, name: d.name, profilePhoto: d.profilePhoto ?? null, ownerId: d.ownerId };
}

const searchQuery = z.object({ name: z.string().trim().max(60).optional().default('') });

/** GET /cats/search?name={q}: cats by name prefix, with their owner; '' finds none. */
matesRouter.get('/cats/search', async (req, res) => {
  requireViewer(req);
  const key = parse(searchQuery, req.query).name.toLowerCase().split(/\s+/)[0];
  if (!key) {
    res.json([]);
    return;
  }
  const snap = await db
    .collection('cats')
    .where('searchKeys', 'array-contains', key.slice(0, 20))
    .limit(USER_SEARCH_LIMIT)
    .get();
  res.json(
    snap.docs
      .filter((d) => hasWordStartingWith(d.get('name') as string, key))
      .map((d) => ({ ...catCard(d), alive: d.get('alive') as boolean, user: d.get('owner') })),
  );
});

const pageQuery = z.object({ index: z.coerce.number().int().min(0).max(10_000).optional().default(0) });

/** GET /cats/{id}/friends?index={n}: CatMates, by name. */
matesRouter.get('/cats/:id/friends', async (req, res) => {
  requireViewer(req);
  const { index } = parse(pageQuery, req.query);
  const snap = await db
    .collection('cats')
    .doc(docId(req.params.id))
    .collection('mates')
    .orderBy('mate.name')
    .offset(index * USER_PAGE_SIZE)
    .limit(USER_PAGE_SIZE)
    .get();
  res.json(snap.docs.map((d) => d.get('mate') as CatCard));
});
