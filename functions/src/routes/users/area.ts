/**
 * A CatRep's Lost & Found area (docs/product.md §10 "Where CatReps are"):
 *
 *   GET    /users/user/area            { geohash, centre, alerts }, 404 when none is set
 *   PUT    /users/user/area { lat, lng }  keeps only the cell (domain/lost/areas.ts)
 *   DELETE /users/user/area            clears it
 *
 * Only the CatRep themself: nobody else reads an area, through the API or Firestore.
 */
import { Router } from 'express';
import { areaRequest, lostMessages } from '@catrep/model';
import { requireVerified } from '../../http/caller.js';
import { notFound } from '../../core/errors.js';
import { parse } from '../../core/validate.js';
import { cellCentre, clearArea, setArea } from '../../domain/lost/areas.js';
import { areas } from '../../store/collections.js';

export const areaRouter = Router();

/** GET /users/user/area: the caller's cell, its centre and whether the alerts are on. */
areaRouter.get('/users/user/area', async (req, res) => {
  const { uid } = requireVerified(req);
  const area = (await areas.doc(uid).get()).data();
  if (!area) throw notFound(lostMessages.noArea);
  res.json({ geohash: area.geohash, centre: cellCentre(area.geohash), alerts: area.alerts });
});

/** PUT /users/user/area { lat, lng }: sets the area to the point's cell. */
areaRouter.put('/users/user/area', async (req, res) => {
  const { uid } = requireVerified(req);
  const geohash = await setArea(uid, parse(areaRequest, req.body));
  res.json({ geohash, centre: cellCentre(geohash), message: lostMessages.areaSaved });
});

/** DELETE /users/user/area: clears the area. */
areaRouter.delete('/users/user/area', async (req, res) => {
  const { uid } = requireVerified(req);
  await clearArea(uid);
  res.json({ message: lostMessages.areaCleared });
});
