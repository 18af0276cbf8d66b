/**
 * What the share form holds — the kind of post, its message, the video link, the photos (each with
 * its alt text) and the cats it names — and, for a new post with a `draftKey` (the CatRep's uid),
 * its draft on the device (`@/data/drafts`; README "Find cats like yours", Drafts): restored when
 * the form opens (the text at once, the photos as soon as the browser hands them back), kept at
 * every change, forgotten when the post is shared or the draft discarded. `missingPhotos` counts
 * the draft's photos the browser did not keep: the form asks for them again.
 */
import { useEffect, useRef, useState } from 'react';
import { FeedType, type FeedPhoto } from '@catrep/model';
import type { ShareInput } from '@/data/posting';
import {
  forgetDraft,
  keepDraftPhotos,
  keepDraftText,
  readDraftPhotos,
  readDraftText,
  type DraftText,
} from '@/data/drafts';
import type { ComposerPhoto } from './photoOrder';

/** The kinds of post the form writes (diary items come from CatBlog). */
export type EditableType =
  typeof FeedType.share | typeof FeedType.photo | typeof FeedType.youtube | typeof FeedType.video;

const EDITABLE: readonly number[] = [FeedType.share, FeedType.photo, FeedType.youtube, FeedType.video];

const storedPhotos = (photos: readonly FeedPhoto[] = []): ComposerPhoto[] =>
  photos.map((p, i) => ({ key: p.id ?? `stored-${i}`, alt: p.alt ?? '', file: null, stored: p }));

/** Whether the form holds nothing a CatRep began. */
const isBlank = (d: Omit<DraftText, 'photoCount'> & { photos: number }) =>
  d.type === FeedType.share && !d.message && !d.url && d.cats.length === 0 && d.photos === 0;

export function useComposerDraft({
  draftKey,
  initial,
  initialPhotos,
}: {
  /** Keep a draft on the device under this CatRep's uid (a new post); none when left out. */
  draftKey?: string;
  /** Editing: the post's kind, text and the cats it names (no draft). */
  initial?: ShareInput;
  initialPhotos?: readonly FeedPhoto[];
}) {
  const [stored] = useState(() => (draftKey && !initial ? readDraftText(draftKey) : null));
  const [type, setType] = useState<EditableType>(() => {
    const t = initial?.type ?? stored?.type ?? FeedType.share;
    return (EDITABLE.includes(t) ? t : FeedType.share) as EditableType;
  });
  const [message, setMessage] = useState(initial?.message ?? stored?.message ?? '');
  const [url, setUrl] = useState(initial?.url ?? stored?.url ?? '');
  const [cats, setCats] = useState<string[]>(initial?.cats ?? stored?.cats ?? []);
  const [photos, setPhotos] = useState<ComposerPhoto[]>(() => storedPhotos(initialPhotos));
  const [missingPhotos, setMissingPhotos] = useState(0);
  /** The draft's photos were looked for (before that, none are kept: they would overwrite them). */
  const [restored, setRestored] = useState(!draftKey || Boolean(initial) || !stored?.photoCount);
  const drafting = Boolean(draftKey) && !initial;

  useEffect(() => {
    if (restored || !draftKey) return;
    let live = true;
    void readDraftPhotos(draftKey).then((found) => {
      if (!live) return;
      setPhotos((current) =>
        current.length
          ? current
          : found.map(
              (p) => ({ key: p.key, alt: p.alt, file: p.file, stored: null }) satisfies ComposerPhoto,
            ),
      );
      setMissingPhotos(Math.max(0, (stored?.photoCount ?? 0) - found.length));
      setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [restored, draftKey, stored]);

  const blank = isBlank({ type, message, url, cats, photos: photos.length });
  const fileCount = photos.filter((p) => p.file).length;
  // The text at every change; the photos when they change (each a File, kept as it is).
  useEffect(() => {
    if (!drafting || !draftKey || !restored) return;
    if (blank) void forgetDraft(draftKey);
    else keepDraftText(draftKey, { type, message, url, cats, photoCount: fileCount });
  }, [drafting, draftKey, restored, blank, type, message, url, cats, fileCount]);
  /** Photos are kept on the device (so an empty list must be written too). */
  const photosKept = useRef(Boolean(stored?.photoCount));
  useEffect(() => {
    if (!drafting || !draftKey || !restored) return;
    if (photos.length === 0 && !photosKept.current) return;
    photosKept.current = photos.length > 0;
    void keepDraftPhotos(
      draftKey,
      photos.flatMap((p) => (p.file ? [{ key: p.key, alt: p.alt, file: p.file }] : [])),
    );
  }, [drafting, draftKey, restored, photos]);

  /** Empties the form and forgets its draft. */
  const clear = () => {
    setType(FeedType.share);
    setMessage('');
    setUrl('');
    setPhotos([]);
    setCats([]);
    setMissingPhotos(0);
    if (drafting && draftKey) void forgetDraft(draftKey);
  };

  return {
    type,
    setType,
    message,
    setMessage,
    url,
    setUrl,
    photos,
    setPhotos,
    cats,
    setCats,
    /** Photos of the restored draft the browser did not keep (to choose again). */
    missingPhotos,
    /** The form holds a draft worth discarding. */
    hasDraft: drafting && !blank,
    clear,
  };
}

export type ComposerDraft = ReturnType<typeof useComposerDraft>;
