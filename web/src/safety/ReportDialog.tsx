/**
 * Reporting something to CatRep's moderators (README "Trust and safety"): a short dialog with the
 * reasons of `REPORT_REASONS` and room for a few words, then a thank-you toast. `useReport()` gives
 * a screen one dialog and an `open(item, what)` to call from any menu; `ReportButton` is the same
 * as a small button of its own. `item` is the reported thing's own API path (`/feeds/{id}`, …);
 * the API decides what may be reported (what the reporter can read, not their own).
 */
import { useId, useState, type ReactNode } from 'react';
import {
  MAX_REPORT_TEXT,
  REPORT_REASONS,
  reportReasonLabels,
  serverMessages,
  type ReportReason,
} from '@catrep/model';
import { reportItem } from '@/data/reports';
import { refusalMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { GuardedButton } from '@/ui/GuestGate';
import { Modal } from '@/ui/Modal';
import { toast } from '@/ui/toast';

/** What is being reported: its API path, and a few words for the dialog's title ('this post'). */
interface Target {
  item: string;
  what: string;
}

function ReportForm({ target, onDone }: { target: Target; onDone: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const send = useAction(reportItem);
  const textId = useId();
  return (
    <form
      className="form report-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!reason) return;
        try {
          const res = await send.run({ item: target.item, reason, ...(text.trim() ? { text } : {}) });
          toast.success(res.message);
          onDone();
        } catch (err) {
          toast.error(refusalMessage(err, serverMessages.internal));
        }
      }}
    >
      <fieldset className="report-reasons">
        <legend>Why are you reporting {target.what}?</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r} className="radio-line">
            <input
              type="radio"
              name="reason"
              value={r}
              checked={reason === r}
              onChange={() => setReason(r)}
            />{' '}
            {reportReasonLabels[r]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={textId}>Anything our moderators should know? (optional)</label>
      <textarea
        id={textId}
        value={text}
        maxLength={MAX_REPORT_TEXT}
        rows={3}
        onChange={(e) => setText(e.target.value)}
      />
      <p className="muted small">
        Only our moderators see your report. The CatRep you report is not told who sent it.
      </p>
      <div className="actions">
        <button type="submit" className="button primary" disabled={!reason || send.pending}>
          Send report
        </button>
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** One report dialog for a screen: `open(item, what)` shows it, `dialog` is where it renders. */
export function useReport(): { open: (item: string, what: string) => void; dialog: ReactNode } {
  const [target, setTarget] = useState<Target | null>(null);
  const close = () => setTarget(null);
  return {
    open: (item, what) => setTarget({ item, what }),
    dialog: (
      <Modal open={target !== null} title="Report" onClose={close}>
        {target && <ReportForm target={target} onDone={close} />}
      </Modal>
    ),
  };
}

/**
 * A small "Report" button that opens the dialog for `item`. Callers show it to CatReps who may
 * report (not on their own things); `restricted` viewers (guests, unverified) meet the gate.
 */
export function ReportButton({
  item,
  what,
  className,
  restricted = false,
}: {
  item: string;
  what: string;
  className?: string;
  restricted?: boolean;
}) {
  const report = useReport();
  return (
    <>
      <GuardedButton
        restricted={restricted}
        className={className ?? 'link small'}
        aria-label={`Report ${what}`}
        onClick={() => report.open(item, what)}
      >
        Report
      </GuardedButton>
      {report.dialog}
    </>
  );
}
