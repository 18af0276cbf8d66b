/**
 * A YouTube video at 480 × 272 (docs/product.md §9) where there is room, scaled down at the same
 * aspect where not (a phone never scrolls sideways), as a poster until clicked: only then is the
 * player loaded, always from YouTube's privacy-enhanced host (youtube-nocookie.com, the one host
 * CatRep's pages may frame), so a list of videos — a CatAlog, the CatShare feed — costs no player
 * and tells YouTube nothing until one is played. The poster is CatRep's own (the title on a play
 * button): pages load no images from elsewhere (README "Security"). 'Watch on YouTube' goes to
 * the video on YouTube itself, before or after playing.
 */
import { useEffect, useRef, useState } from 'react';
import { YOUTUBE_EMBED, youtubeNoCookieEmbed } from '@catrep/model';

/** The poster of YouTube video `youtubeId`, then its player; `title` names both. */
export function YoutubeEmbed({ youtubeId, title }: { youtubeId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  // The play button is gone: the keyboard goes on in the player that replaced it.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  const label = title || 'YouTube video';
  const size = {
    maxWidth: YOUTUBE_EMBED.width,
    aspectRatio: `${YOUTUBE_EMBED.width} / ${YOUTUBE_EMBED.height}`,
  };
  return (
    <>
      {playing ? (
        <iframe
          ref={player}
          className="youtube-embed"
          src={`${youtubeNoCookieEmbed(encodeURIComponent(youtubeId))}?autoplay=1`}
          title={label}
          width={YOUTUBE_EMBED.width}
          height={YOUTUBE_EMBED.height}
          style={size}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className="youtube-embed youtube-poster"
          style={size}
          aria-label={`Play ${label}`}
          onClick={() => setPlaying(true)}
        >
          <span className="youtube-title">{label}</span>
          <span className="youtube-play" aria-hidden="true">
            ▶
          </span>
        </button>
      )}
      <a
        className="small"
        href={`https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Watch on YouTube
      </a>
    </>
  );
}
