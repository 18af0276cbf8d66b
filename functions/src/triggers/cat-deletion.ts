/**
 * The job that deletes a cat (README "Trust and safety", deleting a cat). `DELETE /cats/{id}`
 * marks the cat `deleting` and answers; this trigger sees the mark and runs the cleanup
 * (domain/cats/deletion.ts `removeDeletedCat`). The work is a trigger's rather than the request's so that
 * it survives a crash: the mark is the to-do, stored before anything goes, and a run that fails or
 * times out midway is retried (`retry: true`) until one finishes; each run removes only what is
 * left, the cat document last. Any later write to a marked cat (an owner's name change copied
 * onto their cats) starts one more run, which is harmless.
 */
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { isBeingDeleted } from '@catrep/model';
import { removeDeletedCat } from '../domain/cats/deletion.js';
import { converters } from '../store/collections.js';

/** cats/{catId} written and marked `deleting`: remove everything of it. */
export const catDeletionOnCat = onDocumentWritten(
  { document: 'cats/{catId}', retry: true, timeoutSeconds: 540 },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists || !isBeingDeleted(converters.cat.fromFirestore(after))) return;
    const outcome = await removeDeletedCat(event.params.catId);
    logger.info(`Cat deletion: ${event.params.catId} ${outcome}`);
  },
);
