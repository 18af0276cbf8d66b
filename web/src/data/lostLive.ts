/**
 * The owner's live side of Lost & Found (docs/product.md §10): the sightings of their cat's report
 * as they arrive (`lostReports/{id}/sightings`, readable by the owner alone with `held == false`,
 * firestore.rules), newest first, with the finders' contacts.
 */
import { useMemo } from 'react';
import { collection, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { LOST_PAGE_SIZE, type SightingDoc } from '@catrep/model';
import { readConverter, type WithId } from '@/lib/firestore';

export type Sighting = WithId<SightingDoc>;

const sightings = (db: Firestore, reportId: string) =>
  collection(db, 'lostReports', reportId || '-', 'sightings').withConverter(readConverter<SightingDoc>());

/** The newest sightings of report `reportId` owned by `ownerId`, live. */
export function useSightings(reportId: string, ownerId: string) {
  const db = useFirestore();
  const q = useMemo(
    () =>
      query(
        sightings(db, reportId),
        where('ownerId', '==', ownerId),
        where('held', '==', false),
        orderBy('createdAt', 'desc'),
        limit(LOST_PAGE_SIZE * 5),
      ),
    [db, reportId, ownerId],
  );
  return useFirestoreCollectionData(q);
}
