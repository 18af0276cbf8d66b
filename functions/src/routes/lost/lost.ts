/**
 * Lost & Found (docs/product.md §10):
 *
 *   POST /cats/{id}/lost                          the owner reports the cat lost: 201 LostReportJson
 *   GET  /lost?lat=…&lng=…&radiusKm=…&index=n     open reports near a point, nearest first (anyone)
 *   GET  /lost/{id}                               one report, the poster's data (anyone, no session)
 *   PUT  /lost/{id} { status: "found" }           the owner marks the cat found
 *   GET  /lost/{id}/sightings?index=n             the sightings, newest first (the owner)
 *   POST /lost/{id}/sightings                     "I have seen this cat" (anyone): 201 { id, photoKey }
 *   POST /lost/{id}/sightings/{sightingId}/files  its photo (multipart `file`; `?key=` or the sender's session)
 *
 * No answer names the owner: no uid, email or area (domain/serializers/lost.ts).
 */
import { Router, type Request } from 'express';
import {
  LOST_PAGE_SIZE,
  lostMessages,
  lostReportRequest,
  lostStatusRequest,
  nearbyQuery,
  sightingRequest,
} from '@catrep/model';
import { z } from 'zod';
import { requireVerified } from '../../http/caller.js';
import { clientAddress } from '../../http/client.js';
import { uploadOf } from '../../http/upload.js';
import { forbidden, unauthorized } from '../../core/errors.js';
import { docId, parse } from '../../core/validate.js';
import { markFound, reportLost } from '../../domain/lost/reports.js';
import { addSighting, addSightingPhoto, type Finder } from '../../domain/lost/sightings.js';
import { lostReportJson, sightingJson } from '../../domain/serializers/lost.js';
import { sightings } from '../../store/collections.js';
import { nearbyReports, readReport } from '../../store/lost.js';
import { newestFirstPage, pageParams } from '../../store/pages.js';

export const lostRouter = Router();

/** The signed-in CatRep's uid, or null for anyone else (a visitor, a guest). */
const catRepUid = (req: Request): string | null => (req.caller.kind === 'catrep' ? req.caller.uid : null);

/** POST /cats/{id}/lost: 201 with the report; 400/403/404/409/429 as domain/lost/reports.ts says. */
lostRouter.post('/cats/:id/lost', async (req, res) => {
  const { uid } = requireVerified(req);
  const body = parse(lostReportRequest, req.body);
  const id = await reportLost(uid, docId(req.params.id), body);
  res
    .status(201)
    .json({ ...lostReportJson(id, await readReport(id, uid), uid), message: lostMessages.reported });
});

/** GET /lost?lat&lng&radiusKm&index: a page of open reports near the point; `X-Next-Index` when more. */
lostRouter.get('/lost', async (req, res) => {
  const q = parse(nearbyQuery, req.query);
  const { page, more } = await nearbyReports({ lat: q.lat, lng: q.lng }, q.radiusKm, q.index);
  if (more) res.set('X-Next-Index', String(q.index + 1));
  const viewer = catRepUid(req);
  res.json(page.map((r) => lostReportJson(r.id, r.report, viewer, r.distanceKm)));
});

/** GET /lost/{id}: the report, to anyone. */
lostRouter.get('/lost/:id', async (req, res) => {
  const id = docId(req.params.id);
  const viewer = catRepUid(req);
  res.json(lostReportJson(id, await readReport(id, viewer), viewer));
});

/** PUT /lost/{id} { status: "found" }: the owner closes the report. */
lostRouter.put('/lost/:id', async (req, res) => {
  const { uid } = requireVerified(req);
  parse(lostStatusRequest, req.body);
  const id = docId(req.params.id);
  await markFound(uid, id);
  res.json({ ...lostReportJson(id, await readReport(id, uid), uid), message: lostMessages.found });
});

const sightingsQuery = z.object(pageParams);

/** GET /lost/{id}/sightings: the owner's list of sightings (with the finders' contacts). */
lostRouter.get('/lost/:id/sightings', async (req, res) => {
  if (req.caller.kind === 'none') throw unauthorized();
  const uid = catRepUid(req);
  const id = docId(req.params.id);
  const q = parse(sightingsQuery, req.query);
  const report = await readReport(id, uid);
  if (report.ownerId !== uid) throw forbidden();
  const page = await newestFirstPage(sightings.of(id), q, LOST_PAGE_SIZE);
  if (page.next) res.set('X-Next-Cursor', page.next);
  res.json(page.docs.map((d) => sightingJson(d.id, d.data())));
});

/** POST /lost/{id}/sightings: 201 { id, photoKey, message }; 429 within 10 minutes of the last one. */
lostRouter.post('/lost/:id/sightings', async (req, res) => {
  const body = parse(sightingRequest, req.body);
  const uid = catRepUid(req);
  const finder: Finder = uid ? { uid } : { uid: null, address: clientAddress(req) };
  const { id, photoKey } = await addSighting(finder, docId(req.params.id), body);
  res.status(201).json({ id, photoKey, message: lostMessages.sightingSent });
});

const photoQuery = z.object({
  key: z
    .string()
    .regex(/^[\w-]{43}$/, { error: 'Not a photo key' })
    .optional(),
});

/** POST /lost/{id}/sightings/{sightingId}/files: the sighting's one photo; 201 with the sighting's photo. */
lostRouter.post('/lost/:id/sightings/:sightingId/files', async (req, res) => {
  const { key } = parse(photoQuery, req.query);
  const photo = await addSightingPhoto(docId(req.params.id), docId(req.params.sightingId), uploadOf(req), {
    uid: catRepUid(req),
    key: key ?? null,
  });
  res.status(201).json({ photo, message: lostMessages.sightingSent });
});
