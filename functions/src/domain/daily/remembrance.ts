/**
 * Remembrance (README "Care and the cat's days"): on the anniversary of a Catchie's passing (29
 * February on 28 February in a year without one) its owner alone gets a gentle note leading to its
 * CatID. Nobody else is ever told.
 */
import { isBeingDeleted, slug, yearsSincePassing } from '@catrep/model';
import { cats } from '../../store/collections.js';
import type { Notice } from '../notifications/notices.js';

/** The remembrance notes CatRep `uid` gets on their local day `date`, one per Catchie. */
export async function remembrancesFor(uid: string, date: string): Promise<Notice[]> {
  const catchies = await cats.where('ownerId', '==', uid).where('alive', '==', false).get();
  return catchies.docs.flatMap((d): Notice[] => {
    const cat = d.data();
    const years = yearsSincePassing(cat.deathdate, date);
    if (years === null || isBeingDeleted(cat)) return [];
    return [
      {
        recipient: uid,
        kind: 'remembrance',
        subjectId: `${d.id}-${date}`,
        link: `/cat/${d.id}${slug(cat.name) ? `/${slug(cat.name)}` : ''}`,
        actor: null,
        cats: [cat.name],
        catIds: [d.id],
        years,
      },
    ];
  });
}
