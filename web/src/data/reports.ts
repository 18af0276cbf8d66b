/**
 * The reports resource (README "Trust and safety"): reporting what a CatRep sees
 * (`POST /reports`), and the moderation desk's reported items, decisions and lifted suspensions
 * (moderators only: `GET /reports`, `PUT /reports/{id}`, `PUT /users/{id}/suspension`). All REST:
 * no client reads the report collections from Firestore.
 */
import { useMemo } from 'react';
import type { ModerationAction, ReportedItemJson, ReportReason, ReportStatus } from '@catrep/model';
import { api, request } from '@/lib/api';
import { restPages, usePagedList, type PagedList, type RestPage } from '@/lib/usePagedList';

/** `POST /reports`: reports `item` (its API path) for `reason`; answers the report's id and the thanks. */
export const reportItem = (body: { item: string; reason: ReportReason; text?: string }) =>
  api.post<{ id: string; message: string }>('/reports', body);

/** One page of reported items in `status`, newest report first; the next page's cursor in `X-Next-Cursor`. */
export async function fetchReportsPage(
  status: ReportStatus,
  index: number,
  cursor: string | null,
): Promise<RestPage<ReportedItemJson>> {
  const params = new URLSearchParams({ status, index: String(index) });
  if (cursor) params.set('cursor', cursor);
  const res = await request<ReportedItemJson[]>('GET', `/reports?${params.toString()}`);
  return { items: res.data ?? [], next: res.headers.get('X-Next-Cursor') };
}

const reportedItemKey = { key: (item: ReportedItemJson) => item.id };

/** The moderation desk's reported items in `status`, page by page (each page fetched once). */
export function useReportedItems(status: ReportStatus): PagedList<ReportedItemJson> {
  const source = useMemo(
    () => restPages((index, cursor) => fetchReportsPage(status, index, cursor)),
    [status],
  );
  return usePagedList(source, reportedItemKey);
}

/** `PUT /reports/{id}`: a moderator's decision on a reported item; answers its new status and a message. */
export const decideReport = (id: string, action: ModerationAction, note = '') =>
  api.put<{ status: ReportStatus; message: string }>(`/reports/${encodeURIComponent(id)}`, { action, note });

/** `PUT /users/{id}/suspension { suspended: false }`: a moderator lifts a suspension. */
export const liftSuspension = (uid: string) =>
  api.put<{ message: string }>(`/users/${encodeURIComponent(uid)}/suspension`, { suspended: false });
