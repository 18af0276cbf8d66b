/**
 * The share form (docs/product.md §5, README "CatShare"): the kind of post (Share, Photo, YouTube,
 * Video), 'Share message' (required, but optional for a photo post), 'Youtube url' for YouTube,
 * 'Video url' for a video link, and for a photo post 1–MAX_POST_PHOTOS photos, each with its alt
 * text, in an order the CatRep arranges (`./ComposerPhotos`); "Who is in it?" names up to
 * MAX_POST_CATS of the CatRep's cats (`./WhoIsInIt`, hidden without cats). What it holds is
 * `./useComposerDraft` — for a new post with a `draftKey`, a draft kept on the device, with
 * "Discard draft" (README "Find cats like yours") — and sending it, with its errors and the photos
 * that did not upload (Retry, Delete post, Leave them out), is `./useShareSubmission`.
 * Also the edit form (`initial`: the kind is fixed; a photo post's photos are reordered and
 * described, not changed). Presentational.
 */
import { useRef, useState, type FocusEvent } from 'react';
import { flushSync } from 'react-dom';
import { FeedType, NO_PHOTO_UPLOADED, serverMessages, success, type FeedPhoto } from '@catrep/model';
import { GuardedButton } from '@/ui/GuestGate';
import { ErrorList } from '@/ui/ErrorList';
import { TextAreaField, TextField } from '@/ui/fields';
import { toast } from '@/ui/toast';
import { useMediaQuery } from '@/ui/useMediaQuery';
import type { PhotoFailure, ShareInput } from '@/data/posting';
import { ComposerPhotos, preloadPhotoOrderList } from './ComposerPhotos';
import type { CatChoice, MateChoices } from './useCatChoices';
import { useComposerDraft, type EditableType } from './useComposerDraft';
import {
  preloadShareRules,
  useShareSubmission,
  type RetryPhoto,
  type SharePhoto,
  type ShareOutcome,
} from './useShareSubmission';
import { WhoIsInIt } from './WhoIsInIt';

export type { RetryPhoto, SharePhoto, ShareOutcome };

const KINDS = [
  { type: FeedType.share, label: 'Share' },
  { type: FeedType.photo, label: 'Photo' },
  { type: FeedType.youtube, label: 'YouTube' },
  { type: FeedType.video, label: 'Video' },
] as const;

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
  /** A new post's draft is kept on the device under this CatRep's uid (README "Find cats like yours"). */
  draftKey?: string;
}

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
  draftKey,
}: ComposerProps) {
  const editing = Boolean(initial);
  const draft = useComposerDraft({ draftKey, initial, initialPhotos });
  const { type, message, url, photos, cats } = draft;
  const sending = useShareSubmission({
    draft,
    editing,
    initialCats: initial?.cats ?? [],
    pending,
    onSubmit,
    onRetry,
    onDiscard,
    onSent: () => {
      draft.clear();
      setOpened(false);
    },
  });
  const { errors, sent, busy } = sending;
  /** Tapped or focused once: the phone's one-line form stays open until shared or left for elsewhere. */
  const [opened, setOpened] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const isPhoto = type === FeedType.photo;

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
    draft.setType(kind);
    sending.forgetErrors();
    if (kind === FeedType.photo) preloadPhotoOrderList();
  };

  /** "Discard draft": the form empties and the device forgets it. */
  const discardDraft = () => {
    draft.clear();
    sending.forgetErrors();
    toast.success(success.draftDiscarded);
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
      onSubmit={sending.submit}
      onFocus={(e) => {
        // The Photo button's own focus would fold it away under the tap: it opens the form itself.
        if (!e.target.classList.contains('composer-photo-quick')) setOpened(true);
        preloadShareRules();
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
        // Read-only while it is being shared too: the form empties when the answer comes, after the
        // post may already show in the feed, and what was typed meanwhile would be wiped.
        readOnly={sent !== null || busy}
        placeholder={isPhoto ? 'Say something about your photos (optional)' : 'What is your cat up to?'}
        onChange={(e) => draft.setMessage(e.target.value)}
        onKeyDown={(e) => {
          // Ctrl/Cmd+Enter sends, as in most feeds.
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void sending.submit();
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
          onChange={(e) => draft.setUrl(e.target.value)}
        />
      )}
      {type === FeedType.video && (
        <TextField label="Video url" type="url" value={url} onChange={(e) => draft.setUrl(e.target.value)} />
      )}
      {isPhoto && (
        <ComposerPhotos
          photos={photos}
          onChange={draft.setPhotos}
          editing={editing}
          disabled={busy}
          stateOf={sending.stateOf}
          onRetry={onRetry ? (photo) => void sending.retry([photo.key]) : undefined}
          onTooMany={() => sending.setErrors([serverMessages.tooManyPostPhotos])}
        />
      )}
      {draft.missingPhotos > 0 && !editing && (
        <p className="composer-note" role="note">
          {draft.missingPhotos === 1
            ? 'The photo of your draft was not kept by this browser: please choose it again.'
            : `The ${draft.missingPhotos} photos of your draft were not kept by this browser: please choose them again.`}
        </p>
      )}
      {!restricted && (
        <WhoIsInIt
          choices={catChoices}
          mates={mateChoices}
          chosen={cats}
          onChange={draft.setCats}
          disabled={busy || sent !== null}
        />
      )}
      <ErrorList messages={errors} />
      {sent && (
        <div className="composer-failed" role="alert">
          <p>
            {sending.noneUploaded
              ? NO_PHOTO_UPLOADED
              : `${sending.failedCount} of ${photos.length} photos did not upload.`}
          </p>
          <div className="actions">
            {onRetry && (
              <button type="button" className="button primary" disabled={busy} onClick={sending.retryAll}>
                {sending.retrying ? 'Uploading…' : 'Retry'}
              </button>
            )}
            {sending.noneUploaded ? (
              onDiscard && (
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => void sending.discard()}
                >
                  Delete post
                </button>
              )
            ) : (
              <button type="button" className="button" disabled={busy} onClick={sending.leaveOut}>
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
          {draft.hasDraft && !pending && (
            <button type="button" className="button" onClick={discardDraft}>
              Discard draft
            </button>
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
