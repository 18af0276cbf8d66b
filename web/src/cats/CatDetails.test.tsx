import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CatDetails } from './CatDetails';

const base = {
  name: 'Mirci',
  birthDay: null,
  birthMonth: null,
  birthYear: null,
  gender: false,
  country: null,
  city: '',
  location: '',
  breed: '',
  deathdate: null,
};

const value = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('CatDetails (docs/product.md §2 CatID, §9 dates)', () => {
  it('shows a complete birth date as DD/MM/YYYY', () => {
    render(<CatDetails cat={{ ...base, birthDay: 5, birthMonth: 3, birthYear: 2020 }} />);
    expect(value('Date of birth')).toBe('05/03/2020');
  });

  it('shows partial birth dates', () => {
    render(<CatDetails cat={{ ...base, birthMonth: 7, birthYear: 2018 }} />);
    expect(value('Date of birth')).toBe('07/2018');
  });

  it('shows a year-only birth date and the place of birth', () => {
    render(
      <CatDetails
        cat={{ ...base, birthYear: 2015, country: { id: 'HU', title: 'Hungary' }, city: 'Pécs' }}
      />,
    );
    expect(value('Date of birth')).toBe('2015');
    expect(value('Place of birth')).toBe('Hungary, Pécs');
    expect(value('Gender')).toBe('Female');
  });

  it('shows the date of death only for a cat that passed away', () => {
    const { unmount } = render(<CatDetails cat={base} />);
    expect(screen.queryByText('Date of death')).not.toBeInTheDocument();
    expect(value('Date of birth')).toBe('Not given');
    unmount();
    render(<CatDetails cat={{ ...base, gender: true, deathdate: '2023-01-09' }} />);
    expect(value('Date of death')).toBe('09/01/2023');
    expect(value('Gender')).toBe('Male');
  });
});
