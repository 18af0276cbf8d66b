import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HIDDEN_LOCATION_USER_ID } from '@catrep/model';
import { ProfileHeader } from './ProfileHeader';

const user = {
  id: 'u1',
  firstname: 'Anna',
  lastname: 'Kovacs',
  country: { title: 'Hungary' },
  city: 'Budapest',
  profilePhoto: null,
};

function renderHeader(id: string, isMe = false, more?: ReactNode) {
  render(
    <MemoryRouter>
      <ProfileHeader
        user={{ ...user, id }}
        isMe={isMe}
        restricted={false}
        onUpload={() => undefined}
        tabs={null}
        more={more}
      />
    </MemoryRouter>,
  );
}

describe('ProfileHeader (docs/product.md §2, §6)', () => {
  it('shows name, location and the default photo', () => {
    renderHeader('u1');
    expect(screen.getByRole('heading', { name: 'Anna Kovacs' })).toBeInTheDocument();
    expect(screen.getByText('Hungary, Budapest')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('src', '/default-user.svg');
    expect(screen.queryByLabelText('Upload photo')).not.toBeInTheDocument();
  });

  it('hides the location line for the special user id', () => {
    renderHeader(HIDDEN_LOCATION_USER_ID);
    expect(screen.queryByText('Hungary, Budapest')).not.toBeInTheDocument();
  });

  it('lets the owner upload a photo', () => {
    renderHeader('u1', true);
    expect(screen.getByLabelText('Upload photo')).toHaveAttribute('type', 'file');
  });

  it('shows the More menu it is given (another CatRep’s profile)', () => {
    renderHeader('u1', false, <button type="button">More</button>);
    expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
  });
});
