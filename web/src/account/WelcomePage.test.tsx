import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCountries } from '@/data/countries';
import { PreloadCountries } from './WelcomePage';

vi.mock('@/data/countries', () => ({ fetchCountries: vi.fn(async () => []) }));

afterEach(() => vi.clearAllMocks());

// Not a pre-rendered page here (no startHydrating): the first interaction counts as come, as with a client render.
describe('PreloadCountries', () => {
  it("asks for the countries on /welcome's Register tab before the form's code", async () => {
    render(
      <MemoryRouter initialEntries={['/welcome']}>
        <PreloadCountries />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(fetchCountries).toHaveBeenCalled());
  });

  it('leaves them on the Login tab', async () => {
    render(
      <MemoryRouter initialEntries={['/welcome?tab=login']}>
        <PreloadCountries />
      </MemoryRouter>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchCountries).not.toHaveBeenCalled();
  });
});
