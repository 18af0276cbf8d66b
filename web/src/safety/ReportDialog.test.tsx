import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_REASONS, reportReasonLabels, safetyMessages } from '@catrep/model';
import { reportItem } from '@/data/reports';
import { toast } from '@/ui/toast';
import { GuestGateProvider } from '@/ui/GuestGate';
import { ReportButton } from './ReportDialog';

vi.mock('@/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/data/reports', () => ({ reportItem: vi.fn() }));

afterEach(() => vi.clearAllMocks());

// jsdom has no <dialog> methods.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

function setup() {
  render(
    <GuestGateProvider>
      <ReportButton item="/feeds/p1" what="this post" />
    </GuestGateProvider>,
  );
  return userEvent.setup();
}

describe('ReportButton and its dialog (README "Trust and safety")', () => {
  it('offers every reason; nothing is sent until one is chosen', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Report this post' }));
    const dialog = screen.getByRole('dialog', { name: 'Report' });
    // The form is a chunk of its own, there once loaded.
    expect(await within(dialog).findByText('Why are you reporting this post?')).toBeInTheDocument();
    for (const reason of REPORT_REASONS) {
      expect(within(dialog).getByLabelText(reportReasonLabels[reason])).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeDisabled();
    expect(reportItem).not.toHaveBeenCalled();
  });

  it('sends the item, the reason and the words, thanks, and closes', async () => {
    vi.mocked(reportItem).mockResolvedValue({ id: 'r1', message: safetyMessages.reported });
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Report this post' }));
    const dialog = screen.getByRole('dialog', { name: 'Report' });
    await user.click(await within(dialog).findByLabelText(reportReasonLabels.harassment));
    await user.type(
      within(dialog).getByLabelText('Anything our moderators should know? (optional)'),
      'Again',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(reportItem).toHaveBeenCalledWith({ item: '/feeds/p1', reason: 'harassment', text: 'Again' });
    expect(toast.success).toHaveBeenCalledWith(safetyMessages.reported);
    expect(screen.queryByText('Why are you reporting this post?')).not.toBeInTheDocument();
  });

  it("shows the server's reason when the report is refused, and keeps the dialog", async () => {
    const { ApiError } = await import('@/lib/api');
    vi.mocked(reportItem).mockRejectedValue(new ApiError(400, 'self', safetyMessages.reportSelf));
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Report this post' }));
    await user.click(await screen.findByLabelText(reportReasonLabels.spam));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(toast.error).toHaveBeenCalledWith(safetyMessages.reportSelf);
    expect(screen.getByText('Why are you reporting this post?')).toBeInTheDocument();
  });
});
