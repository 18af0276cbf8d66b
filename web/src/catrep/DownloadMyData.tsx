/**
 * The "Download my data" section of CatRep Settings (README "Leaving CatRep"; the contract is
 * `@catrep/model`'s leaving module): where the CatRep's export stands, live (`useExport`), and the
 * button that asks for a new one (`POST /users/user/export`: 202 toasts
 * `leavingMessages.exportStarted`, a refusal such as 429 toasts the server's message). While the
 * archive is put together it says "Preparing your data…"; once ready it offers the archive's link
 * with its expiry in words; a failed export says so and offers to try again; within 24 hours of
 * the last request it says when the next export is possible.
 */
import { useEffect, useId, useState } from 'react';
import { leavingMessages, type ExportJson } from '@catrep/model';
import { startExport, useExport } from '@/data/leaving';
import { errorMessage } from '@/lib/api';
import { dateTimeInWords, distanceInWords } from '@/lib/time';
import { useAction } from '@/lib/useAction';
import { ListError, Spinner } from '@/ui/Status';
import { toast } from '@/ui/toast';
import './leaving.css';

/** How often the section looks at the clock again (the expiry and the next export in words). */
const CLOCK_MS = 30_000;

/** The time now, again every `CLOCK_MS`. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A size in bytes in words: '820 kB', '12.4 MB'. */
export function sizeInWords(bytes: number): string {
  const mb = bytes / 1_000_000;
  const [value, unit] = mb >= 1 ? [mb, 'megabyte'] : [Math.max(1, bytes / 1000), 'kilobyte'];
  return new Intl.NumberFormat('en', { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** '<when in words> (<date and time>)', e.g. 'in 23 hours (Nov 26, 2026, 10:05 AM)'. */
const when = (iso: string, now: number) => {
  const date = new Date(iso);
  return `${distanceInWords(date, new Date(now))} (${dateTimeInWords(date)})`;
};

/**
 * The section for the signed-in CatRep `uid` (on the CatRep Settings page, ./SettingsPage.tsx): its heading, what
 * the archive is, and the export's state with the action it allows.
 */
export function DownloadMyData({ uid }: { uid: string }) {
  const live = useExport(uid);
  const start = useAction(startExport);
  const now = useNow();
  const headingId = useId();

  const ask = async () => {
    try {
      live.set(await start.run());
      toast.success(leavingMessages.exportStarted);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <section className="leaving" aria-labelledby={headingId}>
      <h3 id={headingId}>Download my data</h3>
      <p className="muted small">
        A ZIP archive of everything you wrote or own on CatRep: your profile and settings, your cats with
        their CatAlog and CatBlog, your posts, comments and likes, your cats’ messages, your connections and
        favorites, with your photos. Its link works for 24 hours; you can ask for one every 24 hours.
      </p>
      {live.status === 'loading' ? (
        <Spinner label="Loading your data export…" />
      ) : live.status === 'error' ? (
        <>
          <ListError message={live.error ?? 'Your data export could not be loaded.'} />
          <button type="button" className="button" onClick={live.reload}>
            Try again
          </button>
        </>
      ) : (
        // One polite live region: "Preparing…", the link and a failure are read out as they come.
        <div className="leaving export-status" aria-live="polite">
          <ExportStatus
            data={live.data}
            linkError={live.error}
            now={now}
            pending={start.pending}
            onStart={() => void ask()}
            onReload={live.reload}
          />
        </div>
      )}
    </section>
  );
}

/** The export's state in words and the action it allows (presentational). */
function ExportStatus({
  data,
  linkError,
  now,
  pending,
  onStart,
  onReload,
}: {
  data: ExportJson | null;
  /** Why the API could not answer the link of a ready export. */
  linkError: string | null;
  now: number;
  pending: boolean;
  onStart: () => void;
  onReload: () => void;
}) {
  const state = data?.state ?? 'none';
  // A 'ready' export whose link ran out is expired, whether or not the server marked it yet.
  const expired =
    state === 'expired' || (state === 'ready' && !!data?.expiresAt && Date.parse(data.expiresAt) <= now);
  const waitUntil = data?.nextAllowedAt && Date.parse(data.nextAllowedAt) > now ? data.nextAllowedAt : null;

  if (state === 'preparing') {
    return (
      <div className="export-preparing" role="status">
        <span className="spinner" aria-hidden="true" />
        <div>
          <p className="export-title">Preparing your data…</p>
          <p className="muted small">
            We will email you when it is ready. You can close this window meanwhile.
          </p>
        </div>
      </div>
    );
  }

  return (
    <>
      {state === 'ready' && !expired && data?.url ? (
        <div className="export-ready">
          <p className="export-title">
            Your data is ready{data.size ? ` (ZIP, ${sizeInWords(data.size)})` : ''}.
          </p>
          <a className="button primary" href={data.url} download>
            Download the archive
          </a>
          {data.expiresAt && (
            <p className="muted small">
              The link works until {dateTimeInWords(new Date(data.expiresAt))}: it expires{' '}
              {distanceInWords(new Date(data.expiresAt), new Date(now))}.
            </p>
          )}
        </div>
      ) : state === 'ready' && !expired ? (
        // The live document said 'ready'; the link (never stored) comes from the API.
        <div className="export-ready">
          <p className="export-title">Your data is ready.</p>
          {linkError ? (
            <>
              <ListError message={linkError} />
              <button type="button" className="button" onClick={onReload}>
                Get the download link
              </button>
            </>
          ) : (
            <Spinner label="Getting the download link…" />
          )}
        </div>
      ) : state === 'failed' ? (
        <p className="export-failed" role="alert">
          Your data could not be prepared. Please try again.
        </p>
      ) : expired ? (
        <p>The download link of your last export expired.</p>
      ) : null}
      {waitUntil ? (
        <p className="muted small">You can ask for a new export {when(waitUntil, now)}.</p>
      ) : (
        <button type="button" className="button" disabled={pending} onClick={onStart}>
          {state === 'failed' ? 'Try again' : 'Download my data'}
        </button>
      )}
    </>
  );
}
