import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PartErrorBoundary, ScreenErrorBoundary } from './ErrorBoundary';

function Refused(): never {
  // What reactfire throws for a live read the rules refuse.
  throw Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
}

const tree = (path: string, failing: boolean) => (
  <MemoryRouter>
    <ScreenErrorBoundary resetKey={path}>
      {failing ? <Refused /> : <h1>The next page</h1>}
    </ScreenErrorBoundary>
  </MemoryRouter>
);

afterEach(() => vi.restoreAllMocks());

describe('ScreenErrorBoundary', () => {
  it('shows that the page is not available instead of an empty page, and recovers on a new address', () => {
    // React reports the caught error on the console; it is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(tree('/cat-rep/u2', true));
    expect(screen.getByRole('alert')).toHaveTextContent('This page is not available.');
    expect(screen.getByRole('link', { name: 'Go to CatShare' })).toHaveAttribute('href', '/cat-share');
    view.rerender(tree('/cat-share', false));
    expect(screen.getByRole('heading', { name: 'The next page' })).toBeInTheDocument();
  });
});

describe('PartErrorBoundary', () => {
  it('keeps a failing part to itself: the rest of the screen stays', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <h1>The feed</h1>
        <PartErrorBoundary message="The comments are not available.">
          <Refused />
        </PartErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'The feed' })).toBeInTheDocument();
    expect(screen.getByText('The comments are not available.')).toBeInTheDocument();
  });
});
