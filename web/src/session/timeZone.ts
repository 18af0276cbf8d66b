/**
 * The CatRep's time zone (README "Care and the cat's days"): their day — reminders, birthdays and
 * the digest at 8:00, and "today" for care entries — follows the time zone of the browser they use.
 * Once the current CatRep is loaded, this browser's zone is sent when it differs from the stored
 * one; a failure is left for the next visit.
 */
import { useEffect } from 'react';
import { saveTimeZone } from '@/data/care';
import type { Me } from '@/data/users';

/** This browser's time zone, an IANA name ('Europe/Budapest'), or '' when it does not say. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';

/** Sends this browser's time zone for `me` when it is not the one stored. */
export function useTimeZoneSync(me: Pick<Me, 'timeZone'> | null): void {
  const stored = me ? (me.timeZone ?? null) : undefined;
  useEffect(() => {
    const zone = browserTimeZone();
    if (stored === undefined || !zone || stored === zone) return;
    saveTimeZone(zone).catch(() => undefined);
  }, [stored]);
}
