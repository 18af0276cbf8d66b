/**
 * The QR code of a poster (docs/product.md §10 printable poster): the page's address drawn by the
 * `qrcode` library as SVG (loaded with the first poster, in its own chunk), shown small on screen
 * and large on the printed A4 poster.
 */
import { useEffect, useState } from 'react';

export function PosterQr({ url, name }: { url: string; name: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <figure className="lost-qr">
      {src ? (
        <img src={src} alt={`QR code of ${name}'s poster: ${url}`} width={160} height={160} />
      ) : (
        <span className="lost-qr-placeholder" aria-hidden="true" />
      )}
      <figcaption>
        Seen {name}? Scan to tell the owner, or open <span className="lost-url">{url}</span>
      </figcaption>
    </figure>
  );
}
