import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendContact } from '@/data/account';
import ContactPage from './ContactPage';

vi.mock('@/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/data/account', () => ({ sendContact: vi.fn(async () => ({ message: 'ok' })) }));

afterEach(() => vi.clearAllMocks());

function renderPage(from?: { name: string; email: string }) {
  render(
    <MemoryRouter>
      <ContactPage from={from} />
    </MemoryRouter>,
  );
}

describe('Contact page', () => {
  it("starts with the signed-in CatRep's name and email", async () => {
    const user = userEvent.setup();
    renderPage({ name: 'Bea Quill', email: 'bea@cats.example' });
    expect(screen.getByLabelText('Name')).toHaveValue('Bea Quill');
    expect(screen.getByLabelText('Email')).toHaveValue('bea@cats.example');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'A question about CatChat');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sendContact).toHaveBeenCalledWith({
        name: 'Bea Quill',
        email: 'bea@cats.example',
        subject: 'Hello',
        message: 'A question about CatChat',
      }),
    );
  });

  it('starts empty without a signed-in CatRep', () => {
    renderPage();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});
