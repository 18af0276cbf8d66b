/**
 * "I have seen this cat" (docs/product.md §10 The poster; docs/architecture.md §2 Lost & Found):
 * anyone, signed in or not, tells a lost cat's owner what they saw, with an optional photo through
 * the album's photo pipeline. A signed-in CatRep's sighting is a guarded write of theirs
 * (domain/guard.ts: active, no block with the owner); a visitor's has no actor and is a plain
 * transaction. Both are throttled, once per 10 minutes per report: per CatRep when signed in, per
 * client address otherwise (store/throttles.ts, as `POST /users/contact`). The transaction reads
 * the report (still open) and writes the sighting, the report's count and the owner's notification
 * together; push and a mail follow the commit. The finder's contact is stored in the sighting,
 * which only the owner and its sender read; the owner's identity never reaches the finder.
 */
import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  SIGHTING_PLACE_DECIMALS,
  lostMessages,
  lostPosterPath,
  roundPlace,
  type AlbumPhoto,
  type SightingDoc,
  type SightingRequest,
  type UserDoc,
} from '@catrep/model';
import type { Upload } from '../../core/uploads.js';
import { db } from '../../core/firebase.js';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import { appUrl } from '../../core/paths.js';
import { accountRef, lostReports, sightings, users } from '../../store/collections.js';
import { QUOTAS, throttled } from '../../store/throttles.js';
import { guarded, withQuota } from '../guard.js';
import { sendMail } from '../mail/mailer.js';
import { sightingMail } from '../mail/messages.js';
import { addAlbumPhoto } from '../media/album.js';
import { admitNotices, writeNotice, type AdmittedNotice } from '../notifications/notices.js';
import { pushNotices } from '../notifications/push.js';
import { userSummary } from '../serializers/users.js';

/** Who sends a sighting: a signed-in CatRep (`uid`), or a visitor known by the client address. */
export type Finder = { uid: string } | { uid: null; address: string };

/** SHA-256 of a photo key, as stored. */
const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * The sighting's writes in `tx` by `actor` (null for a visitor): reads the report (404 when gone or
 * held, 409 'lost-closed' when found, 400 'own-cat' for its owner), admits the owner's
 * notification, then writes. Resolves what to push and mail after the commit.
 */
async function writeSighting(
  tx: Transaction,
  reportId: string,
  ref: DocumentReference<SightingDoc>,
  sighting: Omit<SightingDoc, 'ownerId'>,
  actor: { uid: string; profile: UserDoc } | null,
  reach: (owner: string) => Promise<void>,
) {
  const report = (await tx.get(lostReports.doc(reportId))).data();
  if (!report || report.held === true) throw notFound();
  if (actor?.uid === report.ownerId) throw badRequest(lostMessages.ownSighting, 'own-cat');
  if (report.status !== 'lost') throw conflict(lostMessages.sightingClosed, 'lost-closed');
  await reach(report.ownerId);
  const cat = { id: report.catId, name: report.cat.name, profilePhoto: report.cat.profilePhoto };
  const admitted = await admitNotices(tx, [
    {
      recipient: report.ownerId,
      kind: 'sighting',
      subjectId: reportId,
      link: lostPosterPath(reportId),
      actor: actor ? userSummary(actor.uid, actor.profile) : null,
      cat,
      finder: sighting.name || undefined,
    },
  ]);
  tx.create(ref, { ...sighting, ownerId: report.ownerId });
  tx.update(lostReports.doc(reportId), { sightings: FieldValue.increment(1) });
  for (const notice of admitted) writeNotice(tx, notice);
  return { admitted, ownerId: report.ownerId, catName: report.cat.name };
}

/** Mails the owner of what was seen (best effort: the sighting is stored whatever the mail does). */
async function mailOwner(ownerId: string, catName: string, reportId: string, sighting: SightingRequest) {
  try {
    const [account, profile] = await Promise.all([accountRef(ownerId).get(), users.doc(ownerId).get()]);
    const email = account.data()?.email;
    if (!email) return;
    const seenAt = new Date(sighting.seenAt).toUTCString();
    await sendMail(
      sightingMail(
        email,
        profile.data()?.firstname ?? '',
        { catName, name: sighting.name, contact: sighting.contact, message: sighting.message, seenAt },
        `${appUrl()}${lostPosterPath(reportId)}`,
      ),
    );
  } catch (e) {
    logger.warn(`sighting mail to ${ownerId} failed`, e);
  }
}

/**
 * `finder` tells the owner of report `reportId` what they saw. Resolves the sighting's id and the
 * key its photo is uploaded with (`addSightingPhoto`). 429 within 10 minutes of the same finder's
 * last sighting of this report; 404/409/400 as `writeSighting`; the actor's refusals when signed in.
 */
export async function addSighting(
  finder: Finder,
  reportId: string,
  request: SightingRequest,
): Promise<{ id: string; photoKey: string }> {
  const ref = sightings.of(reportId).doc();
  const photoKey = randomBytes(32).toString('base64url');
  const sighting = {
    reportId,
    seenAt: Timestamp.fromDate(new Date(request.seenAt)),
    place: request.place ? roundPlace(request.place, SIGHTING_PLACE_DECIMALS) : null,
    message: request.message,
    name: request.name,
    contact: request.contact,
    by: finder.uid,
    photo: null,
    photoKey: keyHash(photoKey),
    held: false,
    createdAt: FieldValue.serverTimestamp(),
  };
  const key = 'address' in finder ? `${reportId}:address:${finder.address}` : `${reportId}:uid:${finder.uid}`;
  const written = await throttled('sighting', key, lostMessages.sightingThrottled, () =>
    finder.uid
      ? guarded(finder.uid, (g) =>
          writeSighting(
            g.tx,
            reportId,
            ref,
            { ...sighting, name: request.name || `${g.profile.firstname} ${g.profile.lastname}` },
            { uid: g.uid, profile: g.profile },
            (owner) => g.reach(owner),
          ),
        )
      : db.runTransaction((tx) => writeSighting(tx, reportId, ref, sighting, null, async () => undefined)),
  );
  await Promise.all([
    pushNotices(written.admitted as AdmittedNotice[]),
    mailOwner(written.ownerId, written.catName, reportId, request),
  ]);
  return { id: ref.id, photoKey };
}

/**
 * Adds the photo in `upload` to sighting `sightingId` of report `reportId`, once: its sender shows
 * the key `addSighting` answered (a visitor) or is the signed-in CatRep who sent it. Stored through
 * the album pipeline beside the cat's media (`cats/{catId}/lost/{reportId}/{sightingId}_{width}.jpg`),
 * so the cat's deletion removes it with the rest. 404 when there is no such sighting or report, or
 * the report is held or a block stands between a CatRep sender and the owner; 403 without the key
 * or the sender's session, 409 'photo-added' when it has one, 400 for a bad file; a CatRep sender's
 * guard refusals and uploads quota (429).
 */
export async function addSightingPhoto(
  reportId: string,
  sightingId: string,
  upload: Upload,
  proof: { uid: string | null; key: string | null },
): Promise<AlbumPhoto> {
  const ref = sightings.of(reportId).doc(sightingId);
  const [found, report] = await Promise.all([ref.get(), lostReports.doc(reportId).get()]);
  const sighting = found.data();
  if (!sighting || !report.exists) throw notFound();
  const allowed = (s: SightingDoc) =>
    (proof.uid !== null && s.by === proof.uid) || (proof.key !== null && s.photoKey === keyHash(proof.key));
  if (!allowed(sighting)) throw forbidden();
  if (sighting.photo) throw conflict(lostMessages.photoAdded, 'photo-added');
  const prefix = `cats/${report.data()!.catId}/lost/${reportId}/${sightingId}`;
  // Checked again where the photo is written: the sighting still the sender's and without a
  // photo, the report still there and not held, and no block between a CatRep sender and the owner.
  const save = async (tx: Transaction, photo: AlbumPhoto, reach: (owner: string) => Promise<void>) => {
    const [now, lost] = await Promise.all([tx.get(ref), tx.get(lostReports.doc(reportId))]);
    const current = now.data();
    const reportNow = lost.data();
    if (!current || !reportNow || reportNow.held === true) throw notFound();
    if (!allowed(current)) throw forbidden();
    if (current.photo) throw conflict(lostMessages.photoAdded, 'photo-added');
    await reach(reportNow.ownerId);
    tx.update(ref, { photo, photoKey: null });
  };
  // A CatRep's sighting is theirs however its photo is proven (their session or the key): the
  // photo is their write, guarded (still active, no block) and on their uploads quota.
  const sender = sighting.by;
  const store = () => {
    let saved: AlbumPhoto | null = null;
    return addAlbumPhoto(upload, prefix, lostMessages.photoProblem, async (photo) => {
      await (sender
        ? guarded(sender, (g) => save(g.tx, photo, g.reach))
        : db.runTransaction((tx) => save(tx, photo, async () => undefined)));
      saved = photo;
    }).then(() => saved!);
  };
  return sender ? withQuota(sender, QUOTAS.uploads, store) : store();
}
