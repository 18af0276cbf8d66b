/**
 * The request schemas of Lost & Found (docs/product.md §10), apart from lost.ts so that the poster
 * and the ribbons do not load zod.
 */
import { z } from './zod.js';
import { optionalMessage, optionalText, requiredMessage, textLine } from './fields.js';
import {
  LOST_DESCRIPTION_MAX,
  LOST_RADIUS_KM,
  NEARBY_RADIUS_KM,
  PLACE_TEXT_MAX,
  SIGHTING_CONTACT_MAX,
  SIGHTING_MESSAGE_MAX,
  lostMessages,
} from './lost.js';

/** A point `{ lat, lng }` in degrees: latitude −90…90, longitude −180…180. */
export const latLng = z
  .object(
    {
      lat: z.number({ error: lostMessages.badPlace }).min(-90, { error: lostMessages.badPlace }).max(90, {
        error: lostMessages.badPlace,
      }),
      lng: z.number({ error: lostMessages.badPlace }).min(-180, { error: lostMessages.badPlace }).max(180, {
        error: lostMessages.badPlace,
      }),
    },
    { error: lostMessages.badPlace },
  )
  .strict();

/** How far back a last-seen or seen time may lie: a year. */
const PAST_LIMIT_MS = 366 * 24 * 3600 * 1000;
/** How far ahead of the server's clock a time may lie (clocks differ): 10 minutes. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;

/**
 * A moment as ISO 8601 date and time with its offset (`2026-05-01T18:30:00Z`), not in the future
 * and at most a year ago: '{label} is required' otherwise.
 */
export const pastMoment = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .pipe(z.iso.datetime({ offset: true, error: `${label} is required` }))
    .refine(
      (s) => {
        const t = Date.parse(s);
        return t <= Date.now() + CLOCK_SKEW_MS && t >= Date.now() - PAST_LIMIT_MS;
      },
      { error: `${label} must be within the last year, not in the future` },
    );

/** `POST /cats/{id}/lost`: the owner reports the cat lost. */
export const lostReportRequest = z
  .object({
    lastSeenAt: pastMoment('Last seen'),
    place: latLng,
    placeText: optionalText('Place', PLACE_TEXT_MAX),
    radiusKm: z
      .number({ error: `Radius must be ${LOST_RADIUS_KM.min} to ${LOST_RADIUS_KM.max} km` })
      .min(LOST_RADIUS_KM.min, { error: `Radius must be ${LOST_RADIUS_KM.min} to ${LOST_RADIUS_KM.max} km` })
      .max(LOST_RADIUS_KM.max, { error: `Radius must be ${LOST_RADIUS_KM.min} to ${LOST_RADIUS_KM.max} km` })
      .default(LOST_RADIUS_KM.default),
    description: optionalMessage('Description', LOST_DESCRIPTION_MAX),
  })
  .strict();
export type LostReportRequest = z.output<typeof lostReportRequest>;

/** `PUT /lost/{id}`: the owner marks the cat found. */
export const lostStatusRequest = z
  .object({ status: z.literal('found', { error: 'status must be "found"' }) })
  .strict();

/** `POST /lost/{id}/sightings`: anyone, signed in or not, tells the owner they saw the cat. */
export const sightingRequest = z
  .object({
    seenAt: pastMoment('Seen at'),
    place: latLng.optional(),
    message: requiredMessage('Message', SIGHTING_MESSAGE_MAX),
    name: optionalText('Name'),
    contact: textLine('Contact', SIGHTING_CONTACT_MAX).optional().default(''),
  })
  .strict();
export type SightingRequest = z.output<typeof sightingRequest>;

/** `PUT /users/user/area`: the CatRep's area, from which only a coarse cell is kept. */
export const areaRequest = latLng;

const coordinate = (min: number, max: number) =>
  z.coerce
    .number({ error: lostMessages.badPlace })
    .min(min, { error: lostMessages.badPlace })
    .max(max, { error: lostMessages.badPlace });

/** `GET /lost?lat=…&lng=…&radiusKm=…&index=n`: open reports near a point. */
export const nearbyQuery = z.object({
  lat: coordinate(-90, 90),
  lng: coordinate(-180, 180),
  radiusKm: z.coerce
    .number({ error: `radiusKm must be 1 to ${NEARBY_RADIUS_KM.max}` })
    .min(1, { error: `radiusKm must be 1 to ${NEARBY_RADIUS_KM.max}` })
    .max(NEARBY_RADIUS_KM.max, { error: `radiusKm must be 1 to ${NEARBY_RADIUS_KM.max}` })
    .default(NEARBY_RADIUS_KM.default),
  index: z.coerce
    .number({ error: 'index must be a whole number from 0' })
    .int({ error: 'index must be a whole number from 0' })
    .min(0, { error: 'index must be a whole number from 0' })
    .max(1000, { error: 'index must be a whole number from 0' })
    .default(0),
});
