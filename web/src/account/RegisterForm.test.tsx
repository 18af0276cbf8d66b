import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validation } from '@catrep/model';
import { RegisterForm } from './RegisterForm';

const countries = [
  { id: 'DE', title: 'Germany' },
  { id: 'HU', title: 'Hungary' },
];

function setup() {
  const onSubmit = vi.fn();
  const onShowTerms = vi.fn();
  render(<RegisterForm countries={countries} onSubmit={onSubmit} onShowTerms={onShowTerms} />);
  return { onSubmit, onShowTerms, user: userEvent.setup() };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Anna');
  await user.type(screen.getByLabelText('Email'), 'anna@catrep.example');
  await user.type(screen.getByLabelText('Password'), 'meow1234');
  await user.type(screen.getByLabelText('Confirm password'), 'meow1234');
  await user.selectOptions(screen.getByLabelText('Day'), '5');
  await user.selectOptions(screen.getByLabelText('Month'), '3');
  await user.selectOptions(screen.getByLabelText('Year'), '1990');
  await user.selectOptions(screen.getByLabelText('Country'), 'HU');
  await user.click(screen.getByLabelText('Female'));
  await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
}

describe('RegisterForm (docs/product.md §5 Register)', () => {
  it('marks every invalid field, beyond the three messages listed, and focuses the first', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Last name'), 'Whiskerton');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('alert');
    for (const label of ['First name', 'Email', 'Password', 'Confirm password', 'Day', 'Country']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('First name')).toHaveAttribute(
      'aria-description',
      validation.required('First name'),
    );
    expect(screen.getByLabelText('Last name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('First name')).toHaveFocus();
  });

  it('shows only the first three validation messages of an empty form', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const list = await screen.findByRole('alert');
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      validation.required('First name'),
      validation.required('Email'),
      validation.required('Password'),
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the email, country, gender and terms messages in order once the names are given', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('First name'), 'Anna');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'meow');
    await user.type(screen.getByLabelText('Confirm password'), 'meow');
    await user.selectOptions(screen.getByLabelText('Day'), '1');
    await user.selectOptions(screen.getByLabelText('Month'), '1');
    await user.selectOptions(screen.getByLabelText('Year'), '1990');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const items = within(await screen.findByRole('alert'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([validation.email, validation.country, validation.gender]);
  });

  it('requires the password to be at least 3 characters', async () => {
    const { user } = setup();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(validation.minLength('Password', 3))).toBeInTheDocument();
  });

  it('says the confirmation must match the password', async () => {
    const { user, onSubmit } = setup();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'meow9999');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(validation.match('Confirm password', 'Password'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid values and opens the terms from the agreement line', async () => {
    const { user, onSubmit, onShowTerms } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Terms and Conditions' }));
    expect(onShowTerms).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      firstname: 'Anna',
      email: 'anna@catrep.example',
      day: '5',
      month: '3',
      year: '1990',
      country: 'HU',
      gender: 'female',
      agreement: true,
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers 101 years, newest first (docs/product.md §9)', () => {
    setup();
    const options = within(screen.getByLabelText('Year')).getAllByRole('option');
    const thisYear = new Date().getFullYear();
    expect(options).toHaveLength(102);
    expect(options[1]).toHaveValue(String(thisYear));
    expect(options.at(-1)).toHaveValue(String(thisYear - 100));
  });
});
