/**
 * The report form of the report dialog (./ReportDialog.tsx, README "Trust and safety"): the
 * reasons of `REPORT_REASONS`, room for a few words, Send and Cancel; a thank-you toast. A chunk of
 * its own, loaded when a dialog first opens.
 */
import { useId, useState } from 'react';
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
import { toast } from '@/ui/toast';

/** What is being reported: its API path, and a few words for the dialog's title ('this post'). */
export interface Target {
  item: string;
  what: string;
}

export default function ReportForm({ target, onDone }: { target: Target; onDone: () => void }) {
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
