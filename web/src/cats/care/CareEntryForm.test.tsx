/**
 * The Care tab's entry form (README "Care and the cat's days"): a weight typed in lb goes out in
 * grams; each kind shows its own fields; the product's messages for a date before the birth or
 * after today, a weight out of range, a missing reason; the vaccine picker and free text.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { careMessages, emptyCareForm, type WeightUnit } from '@catrep/model';
import { CareEntryForm } from './CareEntryForm';
import { chartSummary } from './WeightChart';

const cat = { birthYear: 2021, birthMonth: 6, birthDay: null, deathdate: null };

function setup(unit: WeightUnit = 'kg', onSubmit = vi.fn()) {
  render(
    <CareEntryForm
      cat={cat}
      today="2025-03-10"
      unit={unit}
      initial={emptyCareForm('2025-03-10')}
      submitLabel="Add entry"
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

const alerts = async () =>
  within(await screen.findByRole('alert'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('CareEntryForm', () => {
  it('sends a weight typed in lb as whole grams', async () => {
    const { user, onSubmit } = setup('lb');
    await user.type(screen.getByLabelText('Weight (lb)'), '9.37');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'weight', date: '2025-03-10', grams: 4250 });
  });

  it('says what is wrong in the product’s words', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Weight (kg)'), '100');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await alerts()).toEqual([careMessages.weightRange('kg')]);
    await user.clear(screen.getByLabelText('Weight (kg)'));
    await user.type(screen.getByLabelText('Weight (kg)'), '4,2');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2021-05-31');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await alerts()).toEqual([careMessages.dateBeforeBirth]);
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2025-03-11');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await alerts()).toEqual([careMessages.dateInFuture]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows each kind’s fields: a vet visit needs a reason', async () => {
    const { user, onSubmit } = setup();
    await user.selectOptions(screen.getByLabelText('Kind'), 'vet');
    expect(screen.queryByLabelText('Weight (kg)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await alerts()).toEqual(['Reason is required']);
    await user.type(screen.getByLabelText('Reason'), 'Check-up');
    await user.type(screen.getByLabelText('Clinic'), 'Paws');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'vet',
      date: '2025-03-10',
      reason: 'Check-up',
      clinic: 'Paws',
    });
  });

  it('picks a common vaccine or takes another by name, with its next due date', async () => {
    const { user, onSubmit } = setup();
    await user.selectOptions(screen.getByLabelText('Kind'), 'vaccination');
    await user.selectOptions(screen.getByLabelText('Vaccine'), 'rabies');
    await user.type(screen.getByLabelText('Next due'), '2026-03-10');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      kind: 'vaccination',
      date: '2025-03-10',
      vaccine: 'rabies',
      nextDue: '2026-03-10',
    });
    await user.selectOptions(screen.getByLabelText('Kind'), 'vaccination');
    await user.selectOptions(screen.getByLabelText('Vaccine'), 'other');
    await user.type(screen.getByLabelText('Vaccine name'), 'FIP');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ kind: 'vaccination', date: '2025-03-10', vaccine: 'FIP' });
  });

  it('keeps the fields until the answer is in, then clears them and puts the focus on the date', async () => {
    let answer = () => {};
    const { user } = setup(
      'kg',
      vi.fn(() => new Promise<void>((resolve) => (answer = resolve))),
    );
    const weight = screen.getByLabelText('Weight (kg)');
    await user.type(weight, '4.2');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    // Nothing can be typed while the entry is on its way: the form's clearing would wipe it.
    expect(weight).toBeDisabled();
    expect(screen.getByLabelText('Date')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add entry' })).toBeDisabled();
    answer();
    await waitFor(() => expect(weight).toBeEnabled());
    expect(weight).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Date')).toHaveFocus());
  });
});

describe('the weight chart in words', () => {
  it('says how many weights it shows and from what to what', () => {
    const stored = { catId: 'c', ownerId: 'o', createdAt: null, updatedAt: null };
    const weights: Parameters<typeof chartSummary>[0] = [
      { ...stored, id: 'a', kind: 'weight', date: '2025-01-01', grams: 4100 },
      { ...stored, id: 'b', kind: 'weight', date: '2025-02-01', grams: 4250 },
    ];
    expect(chartSummary(weights, 'kg', 'Mittens')).toBe(
      "Mittens's weight: 2 weights, from 4.1 kg on 01/01/2025 to 4.25 kg on 01/02/2025",
    );
  });
});
