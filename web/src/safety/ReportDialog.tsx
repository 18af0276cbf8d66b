/**
 * Reporting something to CatRep's moderators (README "Trust and safety"): a short dialog with the
 * reasons of `REPORT_REASONS` and room for a few words, then a thank-you toast. `useReport()` gives
 * a screen one dialog and an `open(item, what)` to call from any menu; `ReportButton` is the same
 * as a small button of its own. `item` is the reported thing's own API path (`/feeds/{id}`, …);
 * the API decides what may be reported (what the reporter can read, not their own).
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { GuardedButton } from '@/ui/GuestGate';
import { Modal } from '@/ui/Modal';
import { Spinner } from '@/ui/Status';
import type { Target } from './ReportForm';

// The form and its calls load when a dialog first opens (README "Keeping first screens light").
const ReportForm = lazy(() => import('./ReportForm'));

/** One report dialog for a screen: `open(item, what)` shows it, `dialog` is where it renders. */
export function useReport(): { open: (item: string, what: string) => void; dialog: ReactNode } {
  const [target, setTarget] = useState<Target | null>(null);
  const close = () => setTarget(null);
  return {
    open: (item, what) => setTarget({ item, what }),
    dialog: (
      <Modal open={target !== null} title="Report" onClose={close}>
        {target && (
          <Suspense fallback={<Spinner />}>
            <ReportForm target={target} onDone={close} />
          </Suspense>
        )}
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
