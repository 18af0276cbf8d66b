/**
 * The birthday mark a cat wears on its CatID and cards on its birthday (README "Care and the
 * cat's days"); its age and life stage rows are in CatDetails.test.tsx.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BirthdayMark } from './CatDays';

describe('the birthday mark', () => {
  const mittens = { birthYear: 2020, birthMonth: 2, birthDay: 29, deathdate: null };
  it('shows on a living cat’s birthday only, 29 February on 28 February in other years', () => {
    const { rerender } = render(<BirthdayMark cat={mittens} today="2025-02-28" />);
    expect(screen.getByText(/Birthday today/)).toBeInTheDocument();
    rerender(<BirthdayMark cat={mittens} today="2025-03-01" />);
    expect(screen.queryByText(/Birthday today/)).not.toBeInTheDocument();
    rerender(<BirthdayMark cat={{ ...mittens, deathdate: '2024-01-01' }} today="2025-02-28" />);
    expect(screen.queryByText(/Birthday today/)).not.toBeInTheDocument();
  });
});
