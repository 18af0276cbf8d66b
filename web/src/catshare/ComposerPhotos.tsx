/**
 * The photos part of the share form for a photo post (README "CatShare"): up to MAX_POST_PHOTOS
 * photos chosen at once or one by one in the shared picker ("Choose photos"), then listed in the
 * order the post will show them, each with its alt text, to reorder by drag or keyboard
 * (`./PhotoOrderList`, loaded apart: `preloadPhotoOrderList` when the Photo kind is chosen). In the
 * edit form the post's own photos are listed (no picker: their order and alt texts change, not the
 * photos). Presentational: the composer holds the photos.
 */
import { lazy, Suspense } from 'react';
import { MAX_POST_PHOTOS } from '@catrep/model';
import { PhotoPicker, toPicked } from '@/ui/PhotoPicker';
import { Spinner } from '@/ui/Status';
import type { ComposerPhoto, PhotoState } from './photoOrder';

const loadPhotoOrderList = () => import('./PhotoOrderList');
const PhotoOrderList = lazy(loadPhotoOrderList);

/** Starts loading the sortable list (and @dnd-kit) before the first photo is picked. */
export const preloadPhotoOrderList = () => void loadPhotoOrderList();

export interface ComposerPhotosProps {
  photos: readonly ComposerPhoto[];
  onChange: (photos: ComposerPhoto[]) => void;
  /** The edit form: the post's photos, no picker. */
  editing: boolean;
  disabled: boolean;
  /** Once the post was sent: what became of each photo (nothing before). */
  stateOf?: (photo: ComposerPhoto) => PhotoState | undefined;
  onRetry?: (photo: ComposerPhoto) => void;
  /** More photos were picked than the post can hold (the extra ones were left out). */
  onTooMany: () => void;
}

export function ComposerPhotos({
  photos,
  onChange,
  editing,
  disabled,
  stateOf,
  onRetry,
  onTooMany,
}: ComposerPhotosProps) {
  const sent = stateOf !== undefined;
  const list = (
    <Suspense fallback={<Spinner label="Loading the photos…" />}>
      <PhotoOrderList
        photos={photos}
        label={editing ? 'Photos of this post' : 'Photos to share'}
        sortable={!sent && photos.length > 1}
        disabled={disabled}
        onReorder={onChange}
        onAlt={(key, alt) => onChange(photos.map((p) => (p.key === key ? { ...p, alt } : p)))}
        onRemove={
          editing || sent ? undefined : (photo) => onChange(photos.filter((p) => p.key !== photo.key))
        }
        stateOf={stateOf}
        onRetry={onRetry}
      />
    </Suspense>
  );
  if (editing) return photos.length > 0 ? list : null;

  const room = MAX_POST_PHOTOS - photos.length;
  const picked = photos.flatMap((p) => (p.file ? [{ key: p.key, file: p.file }] : []));
  return (
    <PhotoPicker
      label="Choose photos"
      multiple
      disabled={disabled || sent || room <= 0}
      hint={
        room <= 0
          ? `${MAX_POST_PHOTOS} photos: a post holds no more.`
          : `Up to ${MAX_POST_PHOTOS} photos, chosen at once or one by one.`
      }
      photos={picked}
      renderList={() => list}
      onPick={(files) => {
        if (files.length > room) onTooMany();
        const added = toPicked(files.slice(0, Math.max(0, room))).map((p): ComposerPhoto => ({
          key: p.key,
          file: p.file,
          alt: '',
          stored: null,
        }));
        onChange([...photos, ...added]);
      }}
      onRemove={(photo) => onChange(photos.filter((p) => p.key !== photo.key))}
    />
  );
}
