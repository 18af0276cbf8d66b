/**
 * Sending the share form (docs/product.md §5; README "CatShare"): the rules checked first (the
 * model's zod schemas, `./shareErrors`, loaded at the form's first focus: README "Keeping first
 * screens light"), only the first three errors shown, and after a send with errors every change
 * checks again, so an error goes as soon as its field is corrected (as react-hook-form's forms do).
 *
 * When some photos of a new post did not upload, it keeps them and says which (`stateOf`,
 * `noneUploaded`), and offers Retry for exactly those — at their places — and either Delete post
 * (none uploaded: the post is empty, its author's alone) or Leave them out. A new post sent whole
 * empties the form (`onSent`); an edit leaves that to its dialog.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FeedType, hasVideoUrl } from '@catrep/model';
import type { PhotoFailure, ShareInput } from '@/data/posting';
import type { ComposerPhoto, PhotoState } from './photoOrder';
import type { ComposerDraft } from './useComposerDraft';

const loadShareErrors = () => import('./shareErrors').then((m) => m.shareErrors);

/** Loads the form's rules ahead of a send (the form's first focus). */
export const preloadShareRules = () => void loadShareErrors();

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

/** A new post whose photos did not all upload: its id, each photo's place and the failures. */
interface Sent {
  postId: string;
  positions: ReadonlyMap<string, number>;
  failed: ReadonlyMap<string, string>;
}

const NO_PHOTOS: ComposerPhoto[] = [];

/** The share as the rules see it: the url only for the kinds that have one (YouTube, Video). */
function shareInput(type: number, message: string, url: string, cats: string[] | undefined): ShareInput {
  return {
    type: type as ShareInput['type'],
    message,
    ...(hasVideoUrl(type) ? { url } : {}),
    ...(cats ? { cats } : {}),
  };
}

export function useShareSubmission({
  draft,
  editing,
  initialCats,
  pending,
  onSubmit,
  onRetry,
  onDiscard,
  onSent,
}: {
  draft: ComposerDraft;
  editing: boolean;
  /** Editing: the cats the post names (sent again only when they changed). */
  initialCats: readonly string[];
  pending?: boolean;
  onSubmit: (input: ShareInput, photos: readonly SharePhoto[]) => Promise<ShareOutcome>;
  onRetry?: (postId: string, photos: readonly RetryPhoto[]) => Promise<PhotoFailure[]>;
  onDiscard?: (postId: string) => Promise<boolean>;
  /** A new post went out whole: the form empties. */
  onSent: () => void;
}) {
  const { type, message, url, photos, cats } = draft;
  const [errors, setErrors] = useState<string[]>([]);
  /** A send showed errors: from then on every change checks the fields again. */
  const [recheck, setRecheck] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [retrying, setRetrying] = useState<ReadonlySet<string>>(new Set());
  const busy = Boolean(pending) || retrying.size > 0;
  const isPhoto = type === FeedType.photo;
  const photosSent = useMemo(() => (isPhoto ? photos : NO_PHOTOS), [isPhoto, photos]);
  const catsChanged = cats.length !== initialCats.length || cats.some((c, i) => c !== initialCats[i]);
  /** The cats to send: all chosen for a new post; for an edit, only when they changed. */
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

  const done = () => {
    setSent(null);
    setErrors([]);
    setRecheck(false);
    onSent();
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
      if (outcome === true || outcome.failed.length === 0) return done();
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

  /** Uploads again the failed photos of `keys`, at their places. */
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
      if (failed.size === 0) done();
      else setSent({ ...sent, failed });
    } finally {
      setRetrying(new Set());
    }
  };

  /** Deletes the new post none of whose photos uploaded; the draft stays, to be shared again. */
  const discard = async () => {
    if (!sent || !onDiscard || busy) return;
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

  /** A new kind was chosen: its rules apply afresh. */
  const forgetErrors = () => {
    setErrors([]);
    setRecheck(false);
  };

  return {
    errors,
    /** Shows `messages` as the form's errors (a picker refusing extra photos). */
    setErrors,
    forgetErrors,
    sent,
    failedCount: sent?.failed.size ?? 0,
    noneUploaded: sent !== null && sent.failed.size === photos.length,
    busy,
    retrying: retrying.size > 0,
    stateOf,
    submit,
    retry,
    retryAll: () => void retry(sent ? [...sent.failed.keys()] : []),
    discard,
    /** Leaves the failed photos out: the post stands with those that uploaded. */
    leaveOut: done,
  };
}
