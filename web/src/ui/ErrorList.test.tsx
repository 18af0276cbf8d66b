import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorList, formErrorMessages } from './ErrorList';

describe('ErrorList (docs/product.md §5: only the first 3 errors)', () => {
  it('shows at most three distinct messages in order', () => {
    render(
      <ErrorList messages={['a is required', 'b is required', 'a is required', 'c is required', 'd']} />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'a is required',
      'b is required',
      'c is required',
    ]);
  });

  it('renders nothing without messages', () => {
    const { container } = render(<ErrorList messages={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('flattens react-hook-form errors in field order', () => {
    expect(
      formErrorMessages({
        firstname: { type: 'custom', message: 'First name is required' },
        country: { type: 'custom', message: 'Country is required' },
      }),
    ).toEqual(['First name is required', 'Country is required']);
  });
});
