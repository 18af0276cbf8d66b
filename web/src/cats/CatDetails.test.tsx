import { render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CatDetails } from './CatDetails';

/** Renders inside a router: the breed and place lines are links. */
const render = (ui: ReactElement) => renderBare(<MemoryRouter>{ui}</MemoryRouter>);

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

describe('age and life stage on the CatID (README "Care and the cat\'s days")', () => {
  it('reads years and months with the month known, and the AAHA/AAFP stage', () => {
    render(<CatDetails cat={{ ...base, birthYear: 2020, birthMonth: 1, birthDay: 10 }} today="2025-03-10" />);
    expect(value('Age')).toBe('5 years, 2 months');
    expect(value('Life stage')).toBe('Young adult');
  });

  it('reads "about" from the year alone, and shows no age without a year', () => {
    const { unmount } = render(<CatDetails cat={{ ...base, birthYear: 2013 }} today="2025-03-10" />);
    expect(value('Age')).toBe('about 12 years');
    expect(value('Life stage')).toBe('Senior');
    unmount();
    render(<CatDetails cat={{ ...base, birthMonth: 3, birthDay: 10 }} today="2025-03-10" />);
    expect(screen.queryByText('Age')).not.toBeInTheDocument();
    expect(screen.queryByText('Life stage')).not.toBeInTheDocument();
  });

  it('gives a Catchie its age at passing', () => {
    render(
      <CatDetails
        cat={{ ...base, birthYear: 2005, birthMonth: 6, deathdate: '2020-01-05' }}
        today="2025-03-10"
      />,
    );
    expect(value('Age at passing')).toBe('14 years, 7 months');
    expect(screen.queryByText('Life stage')).not.toBeInTheDocument();
  });

  it('links the breed and the place to the cats like it (README "Find cats like yours")', () => {
    render(
      <CatDetails
        cat={{
          ...base,
          breed: 'Maine Coon',
          country: { id: 'GB', title: 'United Kingdom' },
          city: 'St Albans',
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Maine Coon' })).toHaveAttribute('href', '/breeds/maine-coon');
    expect(screen.getByRole('link', { name: 'United Kingdom, St Albans' })).toHaveAttribute(
      'href',
      '/places/GB/st-albans',
    );
  });
});
