/**
 * The profile header (docs/product.md §2 Chrome): photo (click to upload only on one's own profile), name,
 * country and city (hidden for user HIDDEN_LOCATION_USER_ID), the tabs, the action
 * buttons (Add Cat, Connect…) and, on another CatRep's profile, the More menu (Block, Mute…) the
 * page passes in. Presentational.
 */
import type { ReactNode } from 'react';
import { HIDDEN_LOCATION_USER_ID, type PhotoRef } from '@catrep/model';
import { PhotoUpload } from '@/ui/PhotoUpload';
import { photoSrc } from '@/ui/Avatar';

export interface ProfileHeaderProps {
  user: {
    id: string;
    firstname: string;
    lastname: string;
    country?: { title: string } | null;
    city?: string;
    profilePhoto: PhotoRef | null;
  };
  isMe: boolean;
  restricted: boolean;
  uploading?: boolean;
  onUpload: (file: File) => void;
  tabs: ReactNode;
  actions?: ReactNode;
  /** The More menu at the header's end (another CatRep's profile: Block, Mute…). */
  more?: ReactNode;
}

export function ProfileHeader({
  user,
  isMe,
  restricted,
  uploading,
  onUpload,
  tabs,
  actions,
  more,
}: ProfileHeaderProps) {
  const name = `${user.firstname} ${user.lastname}`.trim();
  const location = [user.country?.title, user.city].filter(Boolean).join(', ');
  return (
    <section className="profile-header card">
      <div className="profile-top">
        <PhotoUpload
          className="profile-photo"
          src={photoSrc(user.profilePhoto, 'user')}
          alt={`${name}'s photo`}
          editable={isMe}
          restricted={restricted}
          uploading={uploading}
          onFile={onUpload}
        />
        <div className="profile-info">
          <h1>{name}</h1>
          {user.id !== HIDDEN_LOCATION_USER_ID && location && <p className="muted">{location}</p>}
          {actions && <div className="actions">{actions}</div>}
        </div>
        {more && <div className="profile-more">{more}</div>}
      </div>
      <nav className="profile-tabs" aria-label="Profile">
        {tabs}
      </nav>
    </section>
  );
}
