import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChangeOwnPasswordForm } from './ChangeOwnPasswordForm';

describe('ChangeOwnPasswordForm (docs/product.md §5 Change password; README "Security")', () => {
  it('asks for the current password before the new one', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<ChangeOwnPasswordForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Password', { exact: true }), 'purr5678');
    await user.type(screen.getByLabelText('Confirm password'), 'purr5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Current password'), 'meow1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith('purr5678', 'meow1234');
  });

  it('still checks that the confirmation matches', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<ChangeOwnPasswordForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Current password'), 'meow1234');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'purr5678');
    await user.type(screen.getByLabelText('Confirm password'), 'purr0000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Confirm password must match Password')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says a wrong current password in the form, on that field', async () => {
    const onSubmit = vi.fn().mockResolvedValue({
      message: 'The password is not correct',
      wrongCurrentPassword: true,
    });
    const user = userEvent.setup();
    render(<ChangeOwnPasswordForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Current password'), 'wrong111');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'purr5678');
    await user.type(screen.getByLabelText('Confirm password'), 'purr5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is not correct');
    const current = screen.getByLabelText('Current password');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
  });
});
