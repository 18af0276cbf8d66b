import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationMessages } from '@catrep/model';
import { unsubscribeDigest } from '@/data/account';
import UnsubscribePage from './UnsubscribePage';

vi.mock('@/data/account', () => ({ unsubscribeDigest: vi.fn() }));
vi.mock('@/lib/api', () => ({ errorMessage: (e: Error) => e.message }));

afterEach(() => vi.clearAllMocks());

function open(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/unsubscribe" element={<UnsubscribePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/unsubscribe (the digest mail’s link)', () => {
  it('unsubscribes once and shows the answer, with the way to /welcome', async () => {
    vi.mocked(unsubscribeDigest).mockResolvedValue({ message: notificationMessages.unsubscribed });
    open(`/unsubscribe?user=u1&token=${'a'.repeat(64)}`);
    expect(await screen.findByText(notificationMessages.unsubscribed)).toHaveAttribute('role', 'status');
    expect(unsubscribeDigest).toHaveBeenCalledTimes(1);
    expect(unsubscribeDigest).toHaveBeenCalledWith('u1', 'a'.repeat(64));
    expect(screen.getByRole('link', { name: 'Go to CatRep' })).toHaveAttribute('href', '/welcome');
  });

  it('shows the error’s message', async () => {
    vi.mocked(unsubscribeDigest).mockRejectedValue(new Error(notificationMessages.badUnsubscribe));
    open('/unsubscribe?user=u1&token=bad');
    expect(await screen.findByRole('alert')).toHaveTextContent(notificationMessages.badUnsubscribe);
  });

  it('a link without its user or token asks nothing', () => {
    open('/unsubscribe?user=u1');
    expect(screen.getByRole('alert')).toHaveTextContent(notificationMessages.badUnsubscribe);
    expect(unsubscribeDigest).not.toHaveBeenCalled();
  });
});
