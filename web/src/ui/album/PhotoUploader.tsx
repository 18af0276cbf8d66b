/**
 * Add Photo(s) for an album (docs/product.md §2 CatAlog owner, §2 profile "Add Favorite Photo(s)"): pick
 * several photos at once, give each an optional caption (its alt text), then each uploads with
 * its own progress bar and, if it fails, its own error and a retry. Restricted users get the
 * disabled-looking button that explains why (docs/product.md §6).
 */
import { useId, useRef, useState } from 'react';
import { MAX_CAPTION_LENGTH } from '@catrep/model';
import { GuardedButton } from '../GuestGate';

/** Uploads one photo with its caption, reporting progress 0–1; rejects with a message to show. */
export type UploadOne = (
  file: File,
  title: string,
  onProgress: (fraction: number) => void,
) => Promise<unknown>;

interface Pending {
  key: string;
  file: File;
  title: string;
  state: 'picked' | 'uploading' | 'failed';
  progress: number;
  error: string | null;
}

export function PhotoUploader({
  label,
  restricted,
  upload,
  errorOf,
  onUploaded,
}: {
  label: string;
  restricted: boolean;
  upload: UploadOne;
  /** The message to show for a failed upload. */
  errorOf: (e: unknown) => string;
  /** Called once per photo stored. */
  onUploaded: () => void;
}) {
  const inputId = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  const counter = useRef(0);
  const update = (key: string, change: Partial<Pending>) =>
    setPending((all) => all.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const send = async (p: Pending) => {
    update(p.key, { state: 'uploading', progress: 0, error: null });
    try {
      await upload(p.file, p.title, (progress) => update(p.key, { progress }));
      setPending((all) => all.filter((x) => x.key !== p.key));
      onUploaded();
    } catch (e) {
      update(p.key, { state: 'failed', error: errorOf(e) });
    }
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
      <label className="button primary" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        className="visually-hidden"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          setPending((all) => [
            ...all,
            ...files.map((file) => ({
              key: String(counter.current++),
              file,
              title: '',
              state: 'picked' as const,
              progress: 0,
              error: null,
            })),
          ]);
        }}
      />
      {pending.length > 0 && (
        <ul className="upload-list" aria-label="Photos to upload">
          {pending.map((p) => (
            <li key={p.key} className="upload-item">
              <span className="upload-name">{p.file.name}</span>
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
                <>
                  <span className="field-error" role="alert">
                    {p.error}
                  </span>
                  <button type="button" className="button small" onClick={() => void send(p)}>
                    Retry
                  </button>
                </>
              )}
              {p.state !== 'uploading' && (
                <button
                  type="button"
                  className="link"
                  aria-label={`Remove ${p.file.name}`}
                  onClick={() => setPending((all) => all.filter((x) => x.key !== p.key))}
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {picked.length > 0 && (
        <button type="button" className="button primary" onClick={() => picked.forEach((p) => void send(p))}>
          {picked.length === 1 ? 'Upload 1 photo' : `Upload ${picked.length} photos`}
        </button>
      )}
    </div>
  );
}
