/**
 * A YouTube video at 480 × 272 (docs/product.md §9) where there is room, scaled down at the same
 * aspect where not (a phone never scrolls sideways), as a poster until clicked: only then is the
 * (privacy-enhanced) embed loaded, so a list of videos costs no player and tells YouTube nothing
 * until one is played. The poster is CatRep's own (the title on a play button): pages load no
 * images from elsewhere (README "Security").
 */
import { useState } from 'react';
import { YOUTUBE_EMBED } from '@catrep/model';

export function YoutubeEmbed({
  youtubeId,
  embedUrl,
  title,
}: {
  youtubeId: string;
  embedUrl: string;
  title: string;
}) {
  const [playing, setPlaying] = useState(false);
  const label = title || 'YouTube video';
  const watch = (
    <a
      className="small"
      href={`https://www.youtube.com/watch?v=${youtubeId}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      Watch on YouTube
    </a>
  );
  if (playing) {
    return (
      <>
        <iframe
          className="youtube-embed"
          src={`${embedUrl}?autoplay=1`}
          title={label}
          width={YOUTUBE_EMBED.width}
          height={YOUTUBE_EMBED.height}
          style={{
            maxWidth: YOUTUBE_EMBED.width,
            aspectRatio: `${YOUTUBE_EMBED.width} / ${YOUTUBE_EMBED.height}`,
          }}
          loading="lazy"
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
        {watch}
      </>
    );
  }
  return (
    <button
      type="button"
      className="youtube-embed youtube-poster"
      style={{
        maxWidth: YOUTUBE_EMBED.width,
        aspectRatio: `${YOUTUBE_EMBED.width} / ${YOUTUBE_EMBED.height}`,
      }}
      aria-label={`Play ${label}`}
      onClick={() => setPlaying(true)}
    >
      <span className="youtube-title">{label}</span>
      <span className="youtube-play" aria-hidden="true">
        ▶
      </span>
    </button>
  );
}
