/**
 * The share form (docs/product.md §5): the kind of post (Share, Photo, YouTube, Video), 'Share message'
 * (required), 'Youtube url' for YouTube, 'Video url' for a video link and a 'Photo' file for a
 * photo post, chosen in the shared picker (its thumbnail shows, removable before sending). Validates with the model's schemas (`./shareErrors`, loaded at the first focus);
 * only the first three errors show (ErrorList). After a send with errors, each change checks
 * again, so an error goes as soon as its field is corrected (as react-hook-form's forms do).
 * Also the edit form (`initial`: the kind is fixed, the photo stays). Presentational.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FeedType, hasVideoUrl } from '@catrep/model';
import { GuardedButton } from '@/ui/GuestGate';
import { ErrorList } from '@/ui/ErrorList';
import { TextAreaField, TextField } from '@/ui/fields';
import { JoinActions } from '@/ui/JoinActions';
import { PhotoPicker, toPicked, type PickedPhoto } from '@/ui/PhotoPicker';
import type { ShareInput } from '@/data/feeds';

const KINDS = [
  { type: FeedType.share, label: 'Share' },
  { type: FeedType.photo, label: 'Photo' },
  { type: FeedType.youtube, label: 'YouTube' },
  { type: FeedType.video, label: 'Video' },
] as const;

type EditableType = (typeof KINDS)[number]['type'];

/**
 * The share rules (`./shareErrors`, the model's zod schemas) load at the form's first focus, not
 * with CatShare's first screen (README "Keeping first screens light"); a submit waits for them if
 * they have not arrived.
 */
const loadShareErrors = () => import('./shareErrors').then((m) => m.shareErrors);

export interface ComposerProps {
  /** Sends the share; resolves true when it worked (the form then empties). */
  onSubmit: (input: ShareInput, photo: File | null) => Promise<boolean>;
  pending?: boolean;
  /** Guests and unverified CatReps: 'Share' opens the gate's modal ('Guest user' or 'Verify your email'). */
  restricted?: boolean;
  /** Editing an existing post: its kind and text. */
  initial?: ShareInput;
  submitLabel?: string;
  /** Editing: closes the dialog without saving. */
  onCancel?: () => void;
  /** Restricted and unverified (not a guest): what to say instead of the guest invitation. */
  unverified?: boolean;
}

export function Composer({
  onSubmit,
  pending,
  restricted = false,
  initial,
  submitLabel = 'Share',
  onCancel,
  unverified = false,
}: ComposerProps) {
  const editing = Boolean(initial);
  const [type, setType] = useState<EditableType>(
    (initial?.type as EditableType | undefined) ?? FeedType.share,
  );
  const [message, setMessage] = useState(initial?.message ?? '');
  const [url, setUrl] = useState(initial?.url ?? '');
  const [picked, setPicked] = useState<PickedPhoto | null>(null);
  const photo = picked?.file ?? null;
  const [errors, setErrors] = useState<string[]>([]);
  /** A send showed errors: from then on every change checks the fields again. */
  const [recheck, setRecheck] = useState(false);

  useEffect(() => {
    if (!recheck) return;
    let live = true;
    const input = shareInput(type, message, url);
    void loadShareErrors().then((check) => live && setErrors(check(input, photo, !editing)));
    return () => {
      live = false;
    };
  }, [recheck, type, message, url, photo, editing]);

  /** A submit under way: the rules may still be loading, so `pending` alone would let a second in. */
  const sending = useRef(false);
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (pending || sending.current) return;
    sending.current = true;
    try {
      const input = shareInput(type, message, url);
      const found = (await loadShareErrors())(input, photo, !editing);
      setErrors(found);
      setRecheck(found.length > 0);
      if (found.length) return;
      const ok = await onSubmit({ ...input, message: message.trim(), url: input.url?.trim() }, photo);
      if (ok && !editing) {
        setMessage('');
        setUrl('');
        setPicked(null);
      }
    } finally {
      sending.current = false;
    }
  };

  // Nothing begun yet: on a phone the form is one line until focused (catshare.css), so the feed
  // starts in the first third of the screen (docs/product.md §2 Chrome).
  const idle =
    !editing && !restricted && type === FeedType.share && !message && !photo && errors.length === 0;

  return (
    <form
      className={idle ? 'form composer idle' : 'form composer'}
      noValidate
      aria-label={editing ? 'Edit CatShare' : 'CatShare'}
      onSubmit={submit}
      onFocus={() => void loadShareErrors()}
    >
      {restricted && !editing && (
        <div className="composer-note" role="note">
          {unverified ? (
            <p>Please verify your email address (see the banner above) to share on CatShare.</p>
          ) : (
            <>
              <p>You are looking around as a guest: register or log in to share your cats’ news.</p>
              <JoinActions />
            </>
          )}
        </div>
      )}
      {!editing && (
        <fieldset className="composer-kinds">
          <legend className="sr-only">Kind of post</legend>
          {KINDS.map((k) => (
            <label key={k.type} className={type === k.type ? 'kind active' : 'kind'}>
              <input
                type="radio"
                name="kind"
                value={k.type}
                checked={type === k.type}
                onChange={() => {
                  setType(k.type);
                  setErrors([]);
                  setRecheck(false);
                }}
              />
              {k.label}
            </label>
          ))}
        </fieldset>
      )}
      <TextAreaField
        label="Share message"
        rows={3}
        value={message}
        placeholder="What is your cat up to?"
        onChange={(e) => setMessage(e.target.value)}
        onKeyDown={(e) => {
          // Ctrl/Cmd+Enter sends, as in most feeds.
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
        }}
      />
      {type === FeedType.youtube && (
        <TextField
          label="Youtube url"
          type="url"
          value={url}
          placeholder="https://www.youtube.com/watch?v=…"
          onChange={(e) => setUrl(e.target.value)}
        />
      )}
      {type === FeedType.video && (
        <TextField label="Video url" type="url" value={url} onChange={(e) => setUrl(e.target.value)} />
      )}
      {type === FeedType.photo && !editing && (
        <PhotoPicker
          label="Choose photo"
          listLabel="Photo to share"
          disabled={pending}
          photos={picked ? [picked] : []}
          onPick={(files) => setPicked(toPicked(files.slice(0, 1))[0])}
          onRemove={() => setPicked(null)}
        />
      )}
      <ErrorList messages={errors} />
      <div className="actions">
        {editing ? (
          <>
            <button type="submit" className="button primary" disabled={pending}>
              {pending ? 'Saving…' : submitLabel}
            </button>
            {onCancel && (
              <button type="button" className="button" onClick={onCancel}>
                Cancel
              </button>
            )}
          </>
        ) : (
          <GuardedButton
            restricted={restricted}
            type={restricted ? 'button' : 'submit'}
            className="button primary"
            disabled={pending}
          >
            {pending ? 'Sharing…' : submitLabel}
          </GuardedButton>
        )}
      </div>
    </form>
  );
}

/** The share as the rules see it: the url only for the kinds that have one (YouTube, Video). */
function shareInput(type: EditableType, message: string, url: string): ShareInput {
  return { type, message, ...(hasVideoUrl(type) ? { url } : {}) };
}
