/**
 * The share form (docs/product.md §5, README "CatShare"): the kind of post (Share, Photo, YouTube,
 * Video), 'Share message' (required, but optional for a photo post), 'Youtube url' for YouTube,
 * 'Video url' for a video link, and for a photo post 1–MAX_POST_PHOTOS photos, each with its alt
 * text, in an order the CatRep arranges (`./ComposerPhotos`); "Who is in it?" names up to
 * MAX_POST_CATS of the CatRep's cats (`./WhoIsInIt`, hidden without cats). Validates with the
 * model's schemas (`./shareErrors`, loaded at the first focus); only the first three errors show
 * (ErrorList). After a send with errors, each change checks again, so an error goes as soon as its
 * field is corrected (as react-hook-form's forms do).
 *
 * When some photos of a new post did not upload, the form keeps them, says which (and
 * NO_PHOTO_UPLOADED when none did: such a post is removed after a day), and offers Retry for
 * exactly those — at their places — and either Delete post (none uploaded: the post is empty,
 * its author's alone) or Leave them out.
 * Also the edit form (`initial`: the kind is fixed; a photo post's photos are reordered and
 * described, not changed). Presentational.
 */
import { useEffect, useMemo, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { FeedType, NO_PHOTO_UPLOADED, hasVideoUrl, serverMessages, type FeedPhoto } from '@catrep/model';
import { GuardedButton } from '@/ui/GuestGate';
import { ErrorList } from '@/ui/ErrorList';
import { TextAreaField, TextField } from '@/ui/fields';
import { useMediaQuery } from '@/ui/useMediaQuery';
import type { PhotoFailure, ShareInput } from '@/data/feeds';
import { ComposerPhotos, preloadPhotoOrderList } from './ComposerPhotos';
import type { ComposerPhoto, PhotoState } from './composerPhotos';
import type { CatChoice, MateChoices } from './useCatChoices';
import { WhoIsInIt } from './WhoIsInIt';

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

/** A photo as the form sends it: a new one's `file`, or a stored one's `id` (editing), and its alt. */
export interface SharePhoto {
  alt: string;
  file: File | null;
  id: string | null;
}

/** A photo to upload again: its file, alt text and place among the post's photos. */
export interface RetryPhoto {
  file: File;
  alt: string;
  position: number;
}

/** What a send came to: false (nothing saved), true (saved), or a new post and its failed photos. */
export type ShareOutcome = boolean | { postId: string; failed: PhotoFailure[] };

export interface ComposerProps {
  /** Sends the share; the form empties when it worked (a new post: when all its photos uploaded). */
  onSubmit: (input: ShareInput, photos: readonly SharePhoto[]) => Promise<ShareOutcome>;
  pending?: boolean;
  /** What the send under way is doing ("Uploading photo 2 of 5…"), said beside the button. */
  progress?: string | null;
  /** Guests and unverified CatReps: 'Share' opens the gate's modal ('Guest user' or 'Verify your email'). */
  restricted?: boolean;
  /** Editing an existing post: its kind, text and the cats it names. */
  initial?: ShareInput;
  /** Editing a photo post: its photos, in order. */
  initialPhotos?: readonly FeedPhoto[];
  /** "Who is in it?": the cats that may be named (none: the question is not asked). */
  catChoices?: readonly CatChoice[];
  /** "Who is in it?": the CatMates offered on request (the new post's composer). */
  mateChoices?: MateChoices;
  submitLabel?: string;
  /** Editing: closes the dialog without saving. */
  onCancel?: () => void;
  /** Restricted and unverified (not a guest): a note says to verify. A guest's invitation is the guest banner's. */
  unverified?: boolean;
  /** Uploads again photos of post `postId` that did not upload; resolves those failing still. */
  onRetry?: (postId: string, photos: readonly RetryPhoto[]) => Promise<PhotoFailure[]>;
  /** Deletes post `postId`, none of whose photos uploaded; resolves whether it was deleted. */
  onDiscard?: (postId: string) => Promise<boolean>;
}

/** A new post whose photos did not all upload: its id, each photo's place and the failures. */
interface Sent {
  postId: string;
  positions: ReadonlyMap<string, number>;
  failed: ReadonlyMap<string, string>;
}

const NO_PHOTOS: ComposerPhoto[] = [];

const storedPhotos = (photos: readonly FeedPhoto[] = []): ComposerPhoto[] =>
  photos.map((p, i) => ({ key: p.id ?? `stored-${i}`, alt: p.alt ?? '', file: null, stored: p }));

export function Composer({
  onSubmit,
  pending,
  progress,
  restricted = false,
  initial,
  initialPhotos,
  catChoices = [],
  mateChoices,
  submitLabel = 'Share',
  onCancel,
  unverified = false,
  onRetry,
  onDiscard,
}: ComposerProps) {
  const editing = Boolean(initial);
  const [type, setType] = useState<EditableType>(
    (initial?.type as EditableType | undefined) ?? FeedType.share,
  );
  const [message, setMessage] = useState(initial?.message ?? '');
  const [url, setUrl] = useState(initial?.url ?? '');
  const [photos, setPhotos] = useState<ComposerPhoto[]>(() => storedPhotos(initialPhotos));
  const [cats, setCats] = useState<string[]>(initial?.cats ?? []);
  const [errors, setErrors] = useState<string[]>([]);
  /** A send showed errors: from then on every change checks the fields again. */
  const [recheck, setRecheck] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [retrying, setRetrying] = useState<ReadonlySet<string>>(new Set());
  /** Tapped or focused once: the phone's one-line form stays open until shared or left for elsewhere. */
  const [opened, setOpened] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const busy = Boolean(pending) || retrying.size > 0;
  const isPhoto = type === FeedType.photo;
  const photosSent = useMemo(() => (isPhoto ? photos : NO_PHOTOS), [isPhoto, photos]);
  /** The cats to send: all chosen for a new post; for an edit, only when they changed. */
  const initialCats = initial?.cats ?? [];
  const catsChanged = cats.length !== initialCats.length || cats.some((c, i) => c !== initialCats[i]);
  const catsToSend = editing ? (catsChanged ? cats : undefined) : cats.length ? cats : undefined;

  useEffect(() => {
    if (!recheck) return;
    let live = true;
    const input = shareInput(type, message, url, catsToSend);
    void loadShareErrors().then((check) => live && setErrors(check(input, photosSent, !editing)));
    return () => {
      live = false;
    };
  }, [recheck, type, message, url, photosSent, editing, catsToSend]);

  const reset = () => {
    setMessage('');
    setUrl('');
    setPhotos([]);
    setCats([]);
    setSent(null);
    setOpened(false);
  };

  /** A submit under way: the rules may still be loading, so `pending` alone would let a second in. */
  const sending = useRef(false);
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (busy || sent || sending.current) return;
    sending.current = true;
    try {
      const input = shareInput(type, message, url, catsToSend);
      const found = (await loadShareErrors())(input, photosSent, !editing);
      setErrors(found);
      setRecheck(found.length > 0);
      if (found.length) return;
      const outcome = await onSubmit(
        { ...input, message: message.trim(), url: input.url?.trim() },
        photosSent.map((p) => ({ alt: p.alt.trim(), file: p.file, id: p.stored?.id ?? null })),
      );
      if (outcome === false || editing) return;
      if (outcome === true || outcome.failed.length === 0) return reset();
      const failed = new Map<string, string>();
      for (const f of outcome.failed) {
        const photo = photosSent[f.position];
        if (photo) failed.set(photo.key, f.message);
      }
      setSent({ postId: outcome.postId, positions: new Map(photosSent.map((p, i) => [p.key, i])), failed });
    } finally {
      sending.current = false;
    }
  };

  const retry = async (keys: string[]) => {
    if (!sent || !onRetry || busy) return;
    const again = photos.flatMap((p) =>
      p.file && keys.includes(p.key) && sent.failed.has(p.key)
        ? [{ key: p.key, file: p.file, alt: p.alt.trim(), position: sent.positions.get(p.key) ?? 0 }]
        : [],
    );
    if (again.length === 0) return;
    setRetrying(new Set(again.map((p) => p.key)));
    try {
      const still = await onRetry(
        sent.postId,
        again.map(({ file, alt, position }) => ({ file, alt, position })),
      );
      const failed = new Map(sent.failed);
      for (const p of again) failed.delete(p.key);
      for (const f of still) {
        const photo = again.find((p) => p.position === f.position);
        if (photo) failed.set(photo.key, f.message);
      }
      if (failed.size === 0) reset();
      else setSent({ ...sent, failed });
    } finally {
      setRetrying(new Set());
    }
  };

  const discard = async () => {
    if (!sent || !onDiscard || busy) return;
    // Deleted: the draft stays, to be shared again.
    if (await onDiscard(sent.postId)) setSent(null);
  };

  const stateOf = sent
    ? (photo: ComposerPhoto): PhotoState =>
        retrying.has(photo.key)
          ? { kind: 'uploading' }
          : sent.failed.has(photo.key)
            ? { kind: 'failed', message: sent.failed.get(photo.key) ?? '' }
            : { kind: 'stored' }
    : undefined;
  const noneUploaded = sent !== null && sent.failed.size === photos.length;

  // Nothing begun yet: on a phone the form is one line until tapped (catshare.css), so the feed
  // starts in the first third of the screen (docs/product.md §2 Chrome). Once tapped it stays open
  // — a tap on a kind moves the focus nowhere — and folds again only when the focus goes to
  // something else on the page with nothing begun.
  const idle =
    !editing &&
    !restricted &&
    type === FeedType.share &&
    !message &&
    photos.length === 0 &&
    cats.length === 0 &&
    errors.length === 0;
  // Folded only on a phone (catshare.css), where the Photo button stands beside the text box.
  const phone = useMediaQuery('(max-width: 599px)');
  const collapsed = idle && !opened;

  const chooseKind = (kind: EditableType) => {
    setType(kind);
    setErrors([]);
    setRecheck(false);
    if (kind === FeedType.photo) preloadPhotoOrderList();
  };

  /**
   * The folded form's Photo button: a photo post, its picker opened in the same tap (rendered
   * synchronously so that the file dialog opens within the tap's user gesture).
   */
  const startPhotoPost = () => {
    flushSync(() => {
      setOpened(true);
      chooseKind(FeedType.photo);
    });
    form.current?.querySelector<HTMLInputElement>('.photo-picker-input')?.click();
  };

  const onBlur = (e: FocusEvent<HTMLFormElement>) => {
    const next = e.relatedTarget as Node | null;
    if (idle && next && !e.currentTarget.contains(next)) setOpened(false);
  };

  return (
    <form
      ref={form}
      className={collapsed ? 'form composer collapsed' : 'form composer'}
      noValidate
      aria-label={editing ? 'Edit CatShare' : 'CatShare'}
      onSubmit={submit}
      onFocus={(e) => {
        // The Photo button's own focus would fold it away under the tap: it opens the form itself.
        if (!e.target.classList.contains('composer-photo-quick')) setOpened(true);
        void loadShareErrors();
      }}
      onBlur={onBlur}
    >
      {restricted && unverified && !editing && (
        <div className="composer-note" role="note">
          <p>Please verify your email address (see the banner above) to share on CatShare.</p>
        </div>
      )}
      {!editing && !sent && (
        <fieldset className="composer-kinds">
          <legend className="sr-only">Kind of post</legend>
          {KINDS.map((k) => (
            <label key={k.type} className={type === k.type ? 'kind active' : 'kind'}>
              <input
                type="radio"
                name="kind"
                value={k.type}
                checked={type === k.type}
                onChange={() => chooseKind(k.type)}
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
        readOnly={sent !== null}
        placeholder={isPhoto ? 'Say something about your photos (optional)' : 'What is your cat up to?'}
        onChange={(e) => setMessage(e.target.value)}
        onKeyDown={(e) => {
          // Ctrl/Cmd+Enter sends, as in most feeds.
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
        }}
      />
      {collapsed && phone && (
        <button type="button" className="button composer-photo-quick" onClick={startPhotoPost}>
          <CameraIcon /> Photo
        </button>
      )}
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
      {isPhoto && (
        <ComposerPhotos
          photos={photos}
          onChange={setPhotos}
          editing={editing}
          disabled={busy}
          stateOf={stateOf}
          onRetry={onRetry ? (photo) => void retry([photo.key]) : undefined}
          onTooMany={() => setErrors([serverMessages.tooManyPostPhotos])}
        />
      )}
      {!restricted && (
        <WhoIsInIt
          choices={catChoices}
          mates={mateChoices}
          chosen={cats}
          onChange={setCats}
          disabled={busy || sent !== null}
        />
      )}
      <ErrorList messages={errors} />
      {sent && (
        <div className="composer-failed" role="alert">
          <p>
            {noneUploaded
              ? NO_PHOTO_UPLOADED
              : `${sent.failed.size} of ${photos.length} photos did not upload.`}
          </p>
          <div className="actions">
            {onRetry && (
              <button
                type="button"
                className="button primary"
                disabled={busy}
                onClick={() => void retry([...sent.failed.keys()])}
              >
                {retrying.size ? 'Uploading…' : 'Retry'}
              </button>
            )}
            {noneUploaded ? (
              onDiscard && (
                <button type="button" className="button" disabled={busy} onClick={() => void discard()}>
                  Delete post
                </button>
              )
            ) : (
              <button type="button" className="button" disabled={busy} onClick={reset}>
                Leave them out
              </button>
            )}
          </div>
        </div>
      )}
      {!sent && (
        <div className="actions">
          {editing ? (
            <>
              <button type="submit" className="button primary" disabled={busy}>
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
              disabled={busy}
            >
              {pending ? 'Sharing…' : submitLabel}
            </GuardedButton>
          )}
          {pending && progress && (
            <span className="muted small composer-progress" role="status">
              {progress}
            </span>
          )}
        </div>
      )}
    </form>
  );
}

/** The share as the rules see it: the url only for the kinds that have one (YouTube, Video). */
function shareInput(
  type: EditableType,
  message: string,
  url: string,
  cats: string[] | undefined,
): ShareInput {
  return { type, message, ...(hasVideoUrl(type) ? { url } : {}), ...(cats ? { cats } : {}) };
}

/** A camera outline for the folded form's Photo button. */
function CameraIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}
