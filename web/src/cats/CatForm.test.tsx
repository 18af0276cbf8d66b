import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { catFormToRequest, serverMessages, validation } from '@catrep/model';
import { CatForm } from './CatForm';

function setup(cat?: Parameters<typeof CatForm>[0]['cat']) {
  const onSubmit = vi.fn();
  render(<CatForm cat={cat} countries={[{ id: 'HU', title: 'Hungary' }]} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('CatForm (docs/product.md §5 Cat form)', () => {
  it('requires a name and a gender', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const items = within(await screen.findByRole('alert'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([validation.required('Name'), validation.catGender]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("requires the death date when 'Passed away' is checked", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Name'), 'Mirci');
    await user.click(screen.getByLabelText('Male'));
    expect(screen.queryByLabelText('Death day')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Passed away' }));
    await user.selectOptions(screen.getByLabelText('Death year'), '2020');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(validation.deathDate)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('uses 0 for January in the death month and submits a complete death date', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Name'), 'Mirci');
    await user.click(screen.getByLabelText('Female'));
    await user.click(screen.getByRole('checkbox', { name: 'Passed away' }));
    expect(within(screen.getByLabelText('Death month')).getByRole('option', { name: 'January' })).toHaveValue(
      '0',
    );
    expect(within(screen.getByLabelText('Birth month')).getByRole('option', { name: 'January' })).toHaveValue(
      '1',
    );
    await user.selectOptions(screen.getByLabelText('Death day'), '9');
    await user.selectOptions(screen.getByLabelText('Death month'), '0');
    await user.selectOptions(screen.getByLabelText('Death year'), '2023');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    const values = onSubmit.mock.calls[0][0];
    expect(catFormToRequest(values)).toMatchObject({ name: 'Mirci', gender: false, deathdate: '2023-01-09' });
  });

  it('fills the form from an existing cat', () => {
    setup({
      name: 'Cirmos',
      gender: true,
      birthDay: null,
      birthMonth: 4,
      birthYear: 2019,
      deathdate: '2024-12-31',
      breed: 'Tabby',
      location: 'Garden',
      country: { id: 'HU', title: 'Hungary' },
      city: 'Pécs',
      diaryType: 1,
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Cirmos');
    expect(screen.getByLabelText('Male')).toBeChecked();
    expect(screen.getByLabelText('Birth month')).toHaveValue('4');
    expect(screen.getByRole('checkbox', { name: 'Passed away' })).toBeChecked();
    // A cat in Catchies stays there: the box cannot be unticked, and the form says why.
    expect(screen.getByRole('checkbox', { name: 'Passed away' })).toBeDisabled();
    expect(screen.getByText(`${serverMessages.staysInCatchies}.`)).toBeInTheDocument();
    expect(screen.getByLabelText('Death month')).toHaveValue('11');
    expect(screen.getByLabelText('Death day')).toHaveValue('31');
    expect(screen.getByLabelText('Country')).toHaveValue('HU');
    expect(screen.getByLabelText('CatBlog visibility')).toHaveValue('1');
  });

  it('saves a Catchies cat with its death date kept', async () => {
    const { onSubmit, user } = setup({ name: 'Cirmos', gender: true, deathdate: '2024-12-31', diaryType: 2 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(catFormToRequest(onSubmit.mock.calls[0][0])).toMatchObject({
      name: 'Cirmos',
      deathdate: '2024-12-31',
    });
  });

  it('picks a breed from the list by searching, and keeps a breed the list lacks as typed', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Name'), 'Mirci');
    await user.click(screen.getByLabelText('Female'));
    const breed = screen.getByRole('combobox', { name: 'Breed' });
    await user.type(breed, 'coon');
    const list = await screen.findByRole('listbox', { name: 'Breeds' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Maine Coon', 'Maine Coon Polydactyl']),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(breed).toHaveValue('Maine Coon');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ breed: 'Maine Coon' });

    await user.clear(breed);
    await user.type(breed, 'Ragamese');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[1][0]).toMatchObject({ breed: 'Ragamese' });
  });
});
