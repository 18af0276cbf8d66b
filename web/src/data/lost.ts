/**
 * Lost & Found over the REST API (docs/product.md §10): a lost cat's report and its poster, found,
 * sightings with their photo, the open reports near a point, and the CatRep's area. REST only, no
 * Firestore: the poster is a public page that works signed out, and its chunk stays light. The
 * owner's live list of sightings is in `data/lostLive.ts`.
 */
import type { LatLng, LostReportJson, LostReportRequest, SightingRequest } from '@catrep/model';
import { api, request } from '@/lib/api';

/** The caller's area as the API answers it: the cell and its centre, never a point of theirs. */
export interface AreaJson {
  geohash: string;
  centre: LatLng;
  alerts?: boolean;
}

/** `GET /lost/{id}`: the poster's data. */
export const fetchLostReport = (id: string) => api.get<LostReportJson>(`/lost/${encodeURIComponent(id)}`);

/** `POST /cats/{id}/lost`: the owner reports the cat lost; resolves the new report. */
export const reportLost = (catId: string, body: LostReportRequest) =>
  api.post<LostReportJson & { message: string }>(`/cats/${catId}/lost`, body);

/** `PUT /lost/{id} { status: "found" }`. */
export const markFound = (id: string) =>
  api.put<LostReportJson & { message: string }>(`/lost/${id}`, { status: 'found' });

/** `POST /lost/{id}/sightings`: resolves the sighting's id and the key its photo is sent with. */
export const sendSighting = (id: string, body: SightingRequest) =>
  api.post<{ id: string; photoKey: string; message: string }>(`/lost/${id}/sightings`, body);

/** `POST /lost/{id}/sightings/{sightingId}/files?key=`: the sighting's one photo. */
export const sendSightingPhoto = (id: string, sightingId: string, key: string, file: File) =>
  api.upload<{ message: string }>(
    'POST',
    `/lost/${id}/sightings/${sightingId}/files?key=${encodeURIComponent(key)}`,
    file,
  );

/** `GET /lost?lat&lng&radiusKm&index`: a page of open reports near the point; `more` when there is a next. */
export async function fetchLostNear(centre: LatLng, radiusKm: number, index: number) {
  const res = await request<LostReportJson[]>(
    'GET',
    `/lost?lat=${centre.lat}&lng=${centre.lng}&radiusKm=${radiusKm}&index=${index}`,
  );
  return { reports: res.data, more: res.headers.get('X-Next-Index') !== null };
}

/** `GET /users/user/area`: the caller's area, or null when none is set. */
export async function fetchArea(): Promise<AreaJson | null> {
  try {
    return await api.get<AreaJson>('/users/user/area');
  } catch (e) {
    if ((e as { status?: number }).status === 404) return null;
    throw e;
  }
}

/** `PUT /users/user/area { lat, lng }`: only the cell of the point is kept. */
export const saveArea = (point: LatLng) => api.put<AreaJson & { message: string }>('/users/user/area', point);

/** `DELETE /users/user/area`. */
export const clearArea = () => request<{ message: string }>('DELETE', '/users/user/area').then((r) => r.data);
