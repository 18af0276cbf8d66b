/**
 * Care (docs/product.md §7 Care; README "Care and the cat's days"), the cat's owner's alone:
 *
 *   GET    /cats/{id}/care?kind=…&index=n      a page of entries, newest date first (20 a page)
 *   POST   /cats/{id}/care { kind, date, … }     a new entry (201)
 *   PUT    /cats/{id}/care/{entryId}             the entry replaced
 *   DELETE /cats/{id}/care/{entryId}             the entry deleted, with its reminders
 *   GET    /users/user/care-settings             the CatRep's weight unit
 *   PUT    /users/user/care-settings { weightUnit }
 *
 * Anyone but the cat's owner gets 404, as for a cat that is not there; a Catchie's care history
 * is read, never written (403 'care-read-only'). The writes are domain/care/.
 */
import { Router } from 'express';
import {
  careEntryRequest,
  careListQuery,
  careMessages,
  careSettingsOf,
  careSettingsRequest,
  type CareEntryRequest,
} from '@catrep/model';
import { requireCatRep, requireViewer } from '../../http/caller.js';
import { notFound } from '../../core/errors.js';
import { docId, parse } from '../../core/validate.js';
import { addCareEntry, deleteCareEntry, editCareEntry } from '../../domain/care/entries.js';
import { saveCareSettings } from '../../domain/care/settings.js';
import { careEntryJson } from '../../domain/serializers/care.js';
import { careEntryPage } from '../../store/care.js';
import { careEntries, careSettingsRef } from '../../store/collections.js';
import { readCat, written } from '../../store/read.js';

export const careRouter = Router();

/** GET /cats/{id}/care: the owner's page of entries; `X-Next-Cursor` for the next. */
careRouter.get('/cats/:id/care', async (req, res) => {
  const caller = requireViewer(req);
  const catId = docId(req.params.id);
  const query = parse(careListQuery, req.query);
  const cat = await readCat(catId);
  if (cat.ownerId !== caller.uid) throw notFound();
  const page = await careEntryPage(catId, query);
  if (page.next) res.set('X-Next-Cursor', page.next);
  res.json(page.docs.map(careEntryJson));
});

careRouter.post('/cats/:id/care', async (req, res) => {
  const { uid } = requireCatRep(req);
  const catId = docId(req.params.id);
  const body = parse(careEntryRequest, req.body) as CareEntryRequest;
  const id = await addCareEntry(uid, catId, body);
  res
    .status(201)
    .json({ ...careEntryJson(await written(careEntries.of(catId).doc(id))), message: careMessages.added });
});

careRouter.put('/cats/:id/care/:entryId', async (req, res) => {
  const { uid } = requireCatRep(req);
  const catId = docId(req.params.id);
  const entryId = docId(req.params.entryId);
  const body = parse(careEntryRequest, req.body) as CareEntryRequest;
  await editCareEntry(uid, catId, entryId, body);
  res.json({
    ...careEntryJson(await written(careEntries.of(catId).doc(entryId))),
    message: careMessages.edited,
  });
});

careRouter.delete('/cats/:id/care/:entryId', async (req, res) => {
  const { uid } = requireCatRep(req);
  await deleteCareEntry(uid, docId(req.params.id), docId(req.params.entryId));
  res.json({ message: careMessages.deleted });
});

careRouter.get('/users/user/care-settings', async (req, res) => {
  const { uid } = requireCatRep(req);
  res.json(careSettingsOf((await careSettingsRef(uid).get()).data()));
});

careRouter.put('/users/user/care-settings', async (req, res) => {
  const { uid } = requireCatRep(req);
  const settings = parse(careSettingsRequest, req.body);
  await saveCareSettings(uid, settings);
  res.json({ ...settings, message: careMessages.settingsSaved });
});
