/**
 * /moderation, the moderation desk (README "Operators"), for CatReps with the `admin` claim only:
 * the API refuses everyone else, and this page says so instead of showing an empty desk.
 *
 * 'Open reports': reported items grouped by item, newest report first, paged as every list; each
 * shows what was reported (the snapshot: text, photo, author, time), the reasons with their counts,
 * how many CatReps reported it, whether it is held back, and the reporters' own words. Dismiss,
 * Remove (after a confirmation) or Suspend the author (after a confirmation), with an optional
 * note for the log; the item leaves the list. 'Suspended': the items whose author a moderator
 * suspended, with "Lift suspension".
 */
import { useState } from 'react';
import { Link, NavLink, Navigate, useParams } from 'react-router-dom';
import {
  REPORT_REASONS,
  reportReasonLabels,
  serverMessages,
  type ModerationAction,
  type ReportedItemJson,
} from '@catrep/model';
import { decideReport, liftSuspension, useReportedItems } from '@/data/reports';
import { refusalMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { useIsAdmin } from '@/session/session';
import { ConfirmModal } from '@/ui/Modal';
import { NextPage } from '@/ui/NextPage';
import { EmptyState, ListError, Spinner } from '@/ui/Status';
import { RelativeTime } from '@/ui/text';
import { toast } from '@/ui/toast';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import './moderation.css';

const TABS = [
  { status: 'open', label: 'Open reports' },
  { status: 'suspended', label: 'Suspended' },
] as const;

/** How each kind of reported thing is named on the desk. */
const KIND_NAMES: Record<ReportedItemJson['kind'], string> = {
  post: 'CatShare post',
  comment: 'Comment',
  entry: 'Diary entry',
  'cat-photo': 'CatAlog photo',
  favorite: 'Favorite photo',
  message: 'CatChat message',
  catrep: 'CatRep profile',
  cat: 'CatID',
  lost: 'Lost cat poster',
  sighting: 'Sighting of a lost cat',
};

export default function ModerationPage() {
  const { status = '' } = useParams();
  const isAdmin = useIsAdmin();
  useDocumentTitle('Moderation');
  // /moderation itself opens the Open tab by its own address, so that the tab shows as current.
  if (!TABS.some((t) => t.status === status)) return <Navigate replace to="/moderation/open" />;
  return (
    <section className="card moderation">
      <header className="page-header">
        <h1>Moderation</h1>
      </header>
      <nav className="tabs filter-tabs" aria-label="Reports">
        {TABS.map((t) => (
          <NavLink key={t.status} className="tab" to={`/moderation/${t.status}`}>
            {t.label}
          </NavLink>
        ))}
      </nav>
      {isAdmin ? (
        <Desk status={status as (typeof TABS)[number]['status']} />
      ) : (
        <p className="muted">The moderation desk is for CatRep&apos;s moderators.</p>
      )}
    </section>
  );
}

function Desk({ status }: { status: 'open' | 'suspended' }) {
  const items = useReportedItems(status);
  // Items decided here leave the list at once.
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  if (items.status === 'loading') return <Spinner label="Loading reports…" />;
  if (items.status === 'error')
    return <ListError message={items.error ?? 'The reports could not be loaded.'} />;
  const shown = items.items.filter((i) => !done.has(i.id));
  if (shown.length === 0) {
    return <EmptyState title={status === 'open' ? 'No open reports.' : 'Nobody is suspended.'} />;
  }
  return (
    <>
      <ul className="report-list">
        {shown.map((item) => (
          <li key={item.id}>
            <ReportedItemCard item={item} onDone={() => setDone((d) => new Set([...d, item.id]))} />
          </li>
        ))}
      </ul>
      <NextPage list={items} label="Loading more reports…" />
    </>
  );
}

/** What each decision is called on its button and in its confirmation. */
const ACTIONS: { action: ModerationAction; label: string; confirm?: string }[] = [
  { action: 'dismiss', label: 'Dismiss' },
  { action: 'remove', label: 'Remove', confirm: 'It is deleted everywhere it is stored, for good.' },
  {
    action: 'suspend',
    label: 'Suspend author',
    confirm: 'Their account is disabled and everything they wrote is hidden until the suspension is lifted.',
  },
];

function ReportedItemCard({ item, onDone }: { item: ReportedItemJson; onDone: () => void }) {
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState<(typeof ACTIONS)[number] | null>(null);
  const decide = useAction(decideReport);
  const lift = useAction(liftSuspension);
  const { snapshot } = item;
  const run = async (action: ModerationAction) => {
    try {
      const res = await decide.run(item.id, action, note);
      toast.success(res.message);
      setConfirming(null);
      onDone();
    } catch (e) {
      toast.error(refusalMessage(e, serverMessages.internal));
    }
  };
  return (
    <article className="reported-item" aria-label={`${KIND_NAMES[item.kind]} by ${snapshot.authorName}`}>
      <header className="reported-head">
        <strong>{KIND_NAMES[item.kind]}</strong> by{' '}
        <Link to={`/cat-rep/${snapshot.authorId}`}>{snapshot.authorName || 'a CatRep'}</Link>
        {snapshot.createdAt && (
          <>
            {' · '}
            <RelativeTime date={new Date(snapshot.createdAt)} />
          </>
        )}
        {item.hidden && <span className="badge">Hidden from others</span>}
      </header>
      <blockquote className="reported-text">{snapshot.text || <em>No text</em>}</blockquote>
      {snapshot.photo && (
        <img className="reported-photo" src={snapshot.photo} alt="The reported photo" loading="lazy" />
      )}
      <p className="small">
        Reported by {item.reporterCount} {item.reporterCount === 1 ? 'CatRep' : 'CatReps'}:{' '}
        {REPORT_REASONS.filter((r) => item.reasons[r])
          .map((r) => `${reportReasonLabels[r]} (${item.reasons[r]})`)
          .join(', ')}
      </p>
      {item.latest.some((r) => r.text) && (
        <ul className="reporter-words small">
          {item.latest
            .filter((r) => r.text)
            .map((r) => (
              <li key={r.id}>
                “{r.text}” — {reportReasonLabels[r.reason]}
              </li>
            ))}
        </ul>
      )}
      {item.status === 'open' ? (
        <>
          <label className="small" htmlFor={`note-${item.id}`}>
            Note for the log (optional)
          </label>
          <input
            id={`note-${item.id}`}
            value={note}
            maxLength={1000}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="actions">
            {ACTIONS.map((a) => (
              <button
                key={a.action}
                type="button"
                className={`button${a.action === 'dismiss' ? '' : ' danger'}`}
                disabled={decide.pending}
                onClick={() => (a.confirm ? setConfirming(a) : void run(a.action))}
              >
                {a.label}
              </button>
            ))}
          </div>
        </>
      ) : (
        <div className="actions">
          <button
            type="button"
            className="button"
            disabled={lift.pending}
            onClick={async () => {
              try {
                toast.success((await lift.run(item.authorId)).message);
                onDone();
              } catch (e) {
                toast.error(refusalMessage(e, serverMessages.internal));
              }
            }}
          >
            Lift suspension
          </button>
        </div>
      )}
      <ConfirmModal
        open={confirming !== null}
        title={`${confirming?.label ?? ''}?`}
        confirmLabel={confirming?.label ?? ''}
        pending={decide.pending}
        onConfirm={() => confirming && void run(confirming.action)}
        onClose={() => setConfirming(null)}
      >
        <p>{confirming?.confirm}</p>
      </ConfirmModal>
    </article>
  );
}
