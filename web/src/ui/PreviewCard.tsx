/**
 * The preview card of a post's or diary entry's first web link (docs/product.md §5 last rule): its image
 * (CatRep's copy in the media store), title, description and host, all as text (never HTML),
 * linking out.
 */
import type { LinkPreview } from '@catrep/model';

/** An http(s) address (anything else — javascript:, data: — is never linked). */
export const isWebUrl = (s: string | null | undefined): s is string => !!s && /^https?:\/\//i.test(s);

/** CatRep's own copy of a preview's image (`/media/…`): pages load no images from elsewhere. */
const isMediaUrl = (s: string | null | undefined): s is string => !!s && s.startsWith('/media/');

export function PreviewCard({ preview }: { preview: LinkPreview }) {
  if (!isWebUrl(preview.url)) return null;
  let host = preview.url;
  try {
    host = new URL(preview.url).hostname;
  } catch {
    /* shown as given */
  }
  return (
    <a
      className="preview-card"
      href={preview.url}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      data-testid="link-preview"
    >
      {isMediaUrl(preview.image) && (
        <img className="preview-image" src={preview.image} alt="" loading="lazy" width={120} height={120} />
      )}
      <span className="preview-text">
        {preview.title && <strong className="preview-title">{preview.title}</strong>}
        {preview.description && <span className="preview-description">{preview.description}</span>}
        <span className="preview-host muted small">{host}</span>
      </span>
    </a>
  );
}
