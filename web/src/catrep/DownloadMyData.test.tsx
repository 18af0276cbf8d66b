import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavingMessages, type ExportJson } from '@catrep/model';
import { toast } from '@/ui/toast';
import { ApiError } from '@/lib/api';
import { startExport, useExport, type LiveExport } from '@/data/leaving';
import { DownloadMyData, sizeInWords } from './DownloadMyData';

vi.mock('@/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// The section reads the export through the data module: no Firebase here.
vi.mock('@/data/leaving', () => ({ useExport: vi.fn(), startExport: vi.fn() }));

afterEach(() => vi.clearAllMocks());

const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

const exportOf = (fields: Partial<ExportJson>): ExportJson => ({
  state: 'none',
  requestedAt: null,
  readyAt: null,
  expiresAt: null,
  nextAllowedAt: null,
  url: null,
  size: null,
  ...fields,
});

function setup(live: Partial<LiveExport>) {
  const state: LiveExport = {
    status: 'success',
    data: null,
    error: null,
    reload: vi.fn(),
    set: vi.fn(),
    ...live,
  };
  vi.mocked(useExport).mockReturnValue(state);
  render(<DownloadMyData uid="u1" />);
  return {
    state,
    section: screen.getByRole('region', { name: 'Download my data' }),
    user: userEvent.setup(),
  };
}

describe('CatRep Settings: Download my data', () => {
  it('a spinner while the export loads', () => {
    const { section } = setup({ status: 'loading' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading your data export…');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('never exported: the button starts an export, shows it at once and toasts', async () => {
    const preparing = exportOf({ state: 'preparing', requestedAt: at(0), nextAllowedAt: at(24 * HOUR) });
    vi.mocked(startExport).mockResolvedValue(preparing);
    const { state, section, user } = setup({ data: exportOf({}) });
    await user.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(startExport).toHaveBeenCalledOnce();
    expect(state.set).toHaveBeenCalledWith(preparing);
    expect(toast.success).toHaveBeenCalledWith(leavingMessages.exportStarted);
  });

  it('a refused export (429) toasts the server message', async () => {
    vi.mocked(startExport).mockRejectedValue(
      new ApiError(429, 'too-many-requests', leavingMessages.exportLimit),
    );
    const { state, section, user } = setup({ data: exportOf({ state: 'expired' }) });
    expect(section).toHaveTextContent('The download link of your last export expired.');
    await user.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(toast.error).toHaveBeenCalledWith(leavingMessages.exportLimit);
    expect(state.set).not.toHaveBeenCalled();
  });

  it('while preparing: "Preparing your data…" and no button', () => {
    const { section } = setup({
      data: exportOf({ state: 'preparing', requestedAt: at(-60_000), nextAllowedAt: at(24 * HOUR - 60_000) }),
    });
    expect(within(section).getByRole('status')).toHaveTextContent('Preparing your data…');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('ready: the archive link with its size and expiry in words, and when the next export is possible', () => {
    const { section } = setup({
      data: exportOf({
        state: 'ready',
        requestedAt: at(-HOUR),
        readyAt: at(-HOUR),
        expiresAt: at(23 * HOUR),
        nextAllowedAt: at(23 * HOUR),
        url: '/api/exports/abc.zip',
        size: 2_450_000,
      }),
    });
    const link = within(section).getByRole('link', { name: 'Download the archive' });
    expect(link).toHaveAttribute('href', '/api/exports/abc.zip');
    expect(link).toHaveAttribute('download');
    expect(section).toHaveTextContent('Your data is ready (ZIP, 2.5 MB).');
    expect(section).toHaveTextContent(/it expires in 23 hours/);
    expect(section).toHaveTextContent(/You can ask for a new export in 23 hours \(/);
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a ready export whose link ran out reads as expired and may be asked for again', () => {
    const { section } = setup({
      data: exportOf({ state: 'ready', expiresAt: at(-60_000), url: '/api/exports/old.zip', size: 10 }),
    });
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    expect(section).toHaveTextContent('The download link of your last export expired.');
    expect(within(section).getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('ready in the live document: waits for the link, or offers to get it when the API failed', async () => {
    const ready = exportOf({ state: 'ready', requestedAt: at(-HOUR), expiresAt: at(23 * HOUR) });
    const { section } = setup({ data: ready });
    expect(section).toHaveTextContent('Your data is ready.');
    expect(within(section).getByRole('status')).toHaveTextContent('Getting the download link…');
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });

  it('ready, but the link could not be got: the reason and a way to ask again', async () => {
    const ready = exportOf({ state: 'ready', requestedAt: at(-HOUR), expiresAt: at(23 * HOUR) });
    const { state, section, user } = setup({ data: ready, error: 'The server is busy' });
    expect(within(section).getByRole('alert')).toHaveTextContent('The server is busy');
    await user.click(within(section).getByRole('button', { name: 'Get the download link' }));
    expect(state.reload).toHaveBeenCalledOnce();
  });

  it('failed: says so and offers to try again', async () => {
    vi.mocked(startExport).mockResolvedValue(exportOf({ state: 'preparing' }));
    const { section, user } = setup({ data: exportOf({ state: 'failed', requestedAt: at(-HOUR) }) });
    expect(within(section).getByRole('alert')).toHaveTextContent('Your data could not be prepared.');
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(startExport).toHaveBeenCalledOnce();
  });

  it('an export that cannot be read says why and reads it again on request', async () => {
    const { state, section, user } = setup({ status: 'error', error: 'The server is busy' });
    expect(within(section).getByRole('alert')).toHaveTextContent('The server is busy');
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(state.reload).toHaveBeenCalledOnce();
  });

  it('sizes in words', () => {
    expect(sizeInWords(820_000)).toBe('820 kB');
    expect(sizeInWords(12_400_000)).toBe('12.4 MB');
    expect(sizeInWords(12)).toBe('1 kB');
  });
});
