import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExportDoc, ExportJson } from '@catrep/model';
import { api } from '@/lib/api';
import { useExport } from './leaving';

// The hook reads the API and one Firestore document: both stand in here.
vi.mock('@/lib/api', () => ({
  api: { get: vi.fn(), post: vi.fn() },
  request: vi.fn(),
  errorMessage: (e: Error) => e.message,
}));
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
type Listener = { next: (snap: { data: () => ExportDoc | undefined }) => void; error: () => void };
const listeners: Listener[] = [];
vi.mock('firebase/firestore', () => ({
  doc: () => ({ withConverter: () => ({}) }),
  onSnapshot: (_ref: unknown, next: Listener['next'], error: Listener['error']) => {
    listeners.push({ next, error });
    return () => undefined;
  },
}));

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
  listeners.length = 0;
});

const get = vi.mocked(api.get);
const json = (fields: Partial<ExportJson>): ExportJson => ({
  state: 'none',
  requestedAt: null,
  readyAt: null,
  expiresAt: null,
  nextAllowedAt: null,
  url: null,
  size: null,
  ...fields,
});
const stamp = (iso: string) => ({ toMillis: () => Date.parse(iso) });
const stored = (fields: Partial<ExportDoc>): ExportDoc => ({
  state: 'preparing',
  exportId: 'e1',
  requestedAt: null,
  readyAt: null,
  expiresAt: null,
  nextAllowedAt: null,
  size: null,
  ...fields,
});
const snapshot = (data: ExportDoc | undefined) => act(() => listeners.at(-1)!.next({ data: () => data }));

describe('useExport (README "Leaving CatRep")', () => {
  it("the API's answer while there is no live document", async () => {
    get.mockResolvedValue(json({ state: 'none' }));
    const { result } = renderHook(() => useExport('u1'));
    expect(result.current.status).toBe('loading');
    snapshot(undefined);
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.state).toBe('none');
    expect(get).toHaveBeenCalledWith('/users/user/export');
  });

  it('the live document, its Timestamps as ISO dates, once it is there', async () => {
    get.mockResolvedValue(json({ state: 'none' }));
    const { result } = renderHook(() => useExport('u1'));
    await waitFor(() => expect(result.current.status).toBe('success'));
    const requested = '2026-11-25T10:00:00.000Z';
    const expires = '2026-11-26T10:00:00.000Z';
    snapshot(stored({ state: 'preparing', requestedAt: stamp(requested) }));
    expect(result.current.data).toEqual(json({ state: 'preparing', requestedAt: requested }));
    get.mockResolvedValueOnce(
      json({ state: 'ready', requestedAt: requested, expiresAt: expires, url: '/x.zip' }),
    );
    snapshot(stored({ state: 'ready', requestedAt: stamp(requested), expiresAt: stamp(expires), size: 5 }));
    expect(result.current.data).toMatchObject({ state: 'ready', url: null, size: 5, expiresAt: expires });
    // The link is never stored: the API answers it, once.
    await waitFor(() => expect(result.current.data?.url).toBe('/x.zip'));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('a ready document without its link asks the API for it', async () => {
    const requested = '2026-11-25T10:00:00.000Z';
    get.mockResolvedValueOnce(json({ state: 'preparing', requestedAt: requested }));
    const { result } = renderHook(() => useExport('u1'));
    await waitFor(() => expect(result.current.status).toBe('success'));
    get.mockResolvedValueOnce(json({ state: 'ready', requestedAt: requested, url: '/api/x.zip' }));
    snapshot(stored({ state: 'ready', requestedAt: stamp(requested) }));
    await waitFor(() => expect(result.current.data?.url).toBe('/api/x.zip'));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('a ready document seen while the first answer is awaited asks no more when that answer has the link', async () => {
    const requested = '2026-11-25T10:00:00.000Z';
    let answer: (data: ExportJson) => void = () => undefined;
    get.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useExport('u1'));
    snapshot(stored({ state: 'ready', requestedAt: stamp(requested) }));
    await act(async () => answer(json({ state: 'ready', requestedAt: requested, url: '/z.zip' })));
    await waitFor(() => expect(result.current.data?.url).toBe('/z.zip'));
    expect(get).toHaveBeenCalledOnce();
  });

  it('a ready document seen while an older answer is awaited asks again for the link', async () => {
    const requested = '2026-11-25T10:00:00.000Z';
    let answer: (data: ExportJson) => void = () => undefined;
    get.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useExport('u1'));
    snapshot(stored({ state: 'ready', requestedAt: stamp(requested) }));
    get.mockResolvedValueOnce(json({ state: 'ready', requestedAt: requested, url: '/w.zip' }));
    await act(async () => answer(json({ state: 'preparing', requestedAt: requested })));
    await waitFor(() => expect(result.current.data?.url).toBe('/w.zip'));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("the POST's answer shows at once; without a live document the API is asked again while preparing", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    get.mockResolvedValueOnce(json({ state: 'none' }));
    const { result } = renderHook(() => useExport('u1'));
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.set(json({ state: 'preparing', requestedAt: '2026-11-25T10:00:00.000Z' })));
    expect(result.current.data?.state).toBe('preparing');
    get.mockResolvedValueOnce(
      json({ state: 'ready', requestedAt: '2026-11-25T10:00:00.000Z', url: '/y.zip' }),
    );
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(result.current.data?.state).toBe('ready'));
  });

  it('an API failure without a live document is an error; reload asks again', async () => {
    get.mockRejectedValueOnce(new Error('The server is busy'));
    const { result } = renderHook(() => useExport('u1'));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('The server is busy');
    get.mockResolvedValueOnce(json({ state: 'none' }));
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
  });
});
