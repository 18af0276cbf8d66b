/**
 * The full-screen album viewer (docs/product.md §2 CatAlog "photos open in a modal", favorites): a
 * yet-another-react-lightbox with Zoom, Captions, Thumbnails and Counter; arrow keys, swipe and
 * Escape work as the library provides. YouTube entries are a custom slide holding the embed.
 * `onDelete` adds a Delete button for the entry on screen (the owner's). Load it lazily.
 */
import { useMemo, useState } from 'react';
import Lightbox, { type Slide } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import { YOUTUBE_EMBED } from '@catrep/model';
import { sourcesOf, type AlbumEntry } from './types';

interface YoutubeSlide {
  type: 'youtube';
  embedUrl: string;
  title: string;
  description?: string;
}

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    youtube: YoutubeSlide;
  }
}

function toSlide(entry: AlbumEntry): Slide {
  if (entry.photo) {
    const sources = sourcesOf(entry.photo);
    const largest = sources[sources.length - 1];
    return { ...largest, srcSet: sources, alt: entry.alt, description: entry.title || undefined };
  }
  return {
    type: 'youtube',
    embedUrl: entry.embedUrl ?? '',
    title: entry.title,
    description: entry.title || undefined,
  };
}

export default function AlbumViewer({
  entries,
  index,
  onClose,
  onDelete,
  onReport,
}: {
  entries: AlbumEntry[];
  index: number;
  onClose: () => void;
  /** The owner's delete of the entry on screen; resolves when done. */
  onDelete?: (entry: AlbumEntry) => Promise<void>;
  /** Someone else's report of the entry on screen (opens the report dialog). */
  onReport?: (entry: AlbumEntry) => void;
}) {
  const [current, setCurrent] = useState(index);
  const [deleting, setDeleting] = useState(false);
  // The same slides on every render: the lightbox restarts at `index` when its slides change.
  const slides = useMemo(() => entries.map(toSlide), [entries]);
  const deleteButton = onDelete && (
    <button
      key="delete"
      type="button"
      className="yarl__button album-delete"
      disabled={deleting}
      onClick={async () => {
        const entry = entries[current];
        if (!entry) return;
        setDeleting(true);
        try {
          await onDelete(entry);
        } finally {
          setDeleting(false);
        }
      }}
    >
      Delete
    </button>
  );
  const reportButton = onReport && (
    <button
      key="report"
      type="button"
      className="yarl__button album-report"
      onClick={() => {
        const entry = entries[current];
        if (entry) onReport(entry);
      }}
    >
      Report
    </button>
  );
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Captions, Counter, Thumbnails, Zoom]}
      on={{ view: ({ index: i }) => setCurrent(i) }}
      toolbar={{ buttons: [deleteButton, reportButton, 'close'].filter((b) => !!b) }}
      // Finite: an endless carousel repeats a short album's thumbnails to fill a wide strip.
      carousel={{ finite: true }}
      render={{
        slide: ({ slide }) =>
          slide.type === 'youtube' ? (
            <iframe
              className="youtube-embed"
              src={slide.embedUrl}
              title={slide.title || 'YouTube video'}
              width={YOUTUBE_EMBED.width}
              height={YOUTUBE_EMBED.height}
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
            />
          ) : undefined,
        thumbnail: ({ slide }) =>
          slide.type === 'youtube' ? <span className="album-thumb-video">▶</span> : undefined,
      }}
    />
  );
}
