/**
 * Add Photo(s) for an album (docs/product.md §2 CatAlog owner, §2 profile "Add Favorite Photo(s)"): pick
 * several photos at once in the shared picker (a thumbnail of each, removable before sending), give
 * each an optional caption (its alt text), then each uploads with its own progress bar and, if it
 * fails, its own error and a retry. A batch ends in one `onFinished` with what it came to.
 * Restricted users get the disabled-looking button that explains why (docs/product.md §6).
 */
import { useEffect, useState } from 'react';
import { MAX_CAPTION_LENGTH } from '@catrep/model';
import { GuardedButton } from '../GuestGate';
import { PhotoPicker, toPicked, type PickedPhoto } from '../PhotoPicker';
import type { UploadSummary } from '../uploadSummary';

/** Uploads one photo with its caption, reporting progress 0–1; rejects with a message to show. */
export type UploadOne = (
  file: File,
  title: string,
  onProgress: (fraction: number) => void,
) => Promise<unknown>;

interface Pending extends PickedPhoto {
  title: string;
  state: 'picked' | 'uploading' | 'failed';
  progress: number;
  error: string | null;
}

/** The album's Add Photo(s): the picker, the captions, the uploads and their progress. */
export function PhotoUploader({
  label,
  restricted,
  upload,
  errorOf,
  onFinished,
  onQueueChange,
}: {
  label: string;
  restricted: boolean;
  upload: UploadOne;
  /** The message to show for a failed upload. */
  errorOf: (e: unknown) => string;
  /** Called once per batch (the photos sent together, or one retried) when all have settled. */
  onFinished?: (summary: UploadSummary) => void;
  /** How many photos are waiting, uploading or failed: the album hides its empty text meanwhile. */
  onQueueChange?: (queued: number) => void;
}) {
  const [pending, setPending] = useState<Pending[]>([]);
  const update = (key: string, change: Partial<Pending>) =>
    setPending((all) => all.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const remove = (key: string) => setPending((all) => all.filter((p) => p.key !== key));

  useEffect(() => onQueueChange?.(pending.length), [pending.length, onQueueChange]);

  /** Uploads one photo; resolves with its error message, or null when it was stored. */
  const send = async (p: Pending): Promise<string | null> => {
    update(p.key, { state: 'uploading', progress: 0, error: null });
    try {
      await upload(p.file, p.title, (progress) => update(p.key, { progress }));
      remove(p.key);
      return null;
    } catch (e) {
      const error = errorOf(e);
      update(p.key, { state: 'failed', error });
      return error;
    }
  };

  const sendAll = async (batch: Pending[]) => {
    const results = await Promise.all(batch.map(send));
    const errors = results.filter((e): e is string => e !== null);
    onFinished?.({ added: batch.length - errors.length, total: batch.length, errors });
  };

  if (restricted) {
    return (
      <GuardedButton restricted className="button primary">
        {label}
      </GuardedButton>
    );
  }
  const picked = pending.filter((p) => p.state === 'picked');
  return (
    <div className="uploader">
      <PhotoPicker
        label={label}
        primary
        multiple
        photos={pending}
        onPick={(files) =>
          setPending((all) => [
            ...all,
            ...toPicked(files).map((p) => ({
              ...p,
              title: '',
              state: 'picked' as const,
              progress: 0,
              error: null,
            })),
          ])
        }
        onRemove={(p) => remove(p.key)}
        canRemove={(p) => p.state !== 'uploading'}
        renderDetails={(p) => (
          <>
            {p.state === 'picked' && (
              <input
                type="text"
                className="upload-caption"
                aria-label={`Caption for ${p.file.name}`}
                placeholder="Caption (optional)"
                maxLength={MAX_CAPTION_LENGTH}
                value={p.title}
                onChange={(e) => update(p.key, { title: e.target.value })}
              />
            )}
            {p.state === 'uploading' && (
              <progress max={1} value={p.progress} aria-label={`Uploading ${p.file.name}`} />
            )}
            {p.state === 'failed' && (
              <span className="upload-failed">
                <span className="field-error" role="alert">
                  {p.error}
                </span>
                <button type="button" className="button small" onClick={() => void sendAll([p])}>
                  Retry
                </button>
              </span>
            )}
          </>
        )}
      />
      {picked.length > 0 && (
        <button type="button" className="button primary" onClick={() => void sendAll(picked)}>
          {picked.length === 1 ? 'Upload 1 photo' : `Upload ${picked.length} photos`}
        </button>
      )}
    </div>
  );
}
