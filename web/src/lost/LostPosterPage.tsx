/**
 * /lost/:id — a lost cat's poster (docs/product.md §10 The poster): public, signed in or out. The
 * cat's photos, name and description, when and roughly where it was last seen (the place rounded
 * to about 100 m, with a map: `./LostMap`, its own chunk), how many sightings came in, and its
 * status ("Found — thank you!" once home). Anyone may send a sighting ("I have seen this cat",
 * `./SightingForm`); the owner, signed in, marks the cat found and sees the sightings live
 * (`./OwnerPanel`). "Print poster" prints an A4 poster (the print stylesheet in `./lost.css`) with
 * a QR code to this page (`./PosterQr`). Data comes from `GET /lost/{id}` (REST only, no Firestore).
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  LOST_NEAR_PATH,
  POSTER_CIRCLE_M,
  lostMessages,
  mediaUrl,
  type AlbumPhoto,
  type LostReportJson,
} from '@catrep/model';
import { ApiError, errorMessage } from '@/lib/api';
import { fetchLostReport } from '@/data/lost';
import { photoSrc } from '@/ui/Avatar';
import { LoadError, Spinner } from '@/ui/Status';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { RelativeTime } from '@/ui/text';
import { SightingForm } from './SightingForm';
import { PosterQr } from './PosterQr';
import './lost.css';

const LostMap = lazy(() => import('./LostMap'));
const OwnerPanel = lazy(() => import('./OwnerPanel'));

type Loaded =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'error'; message: string }
  | { state: 'ready'; report: LostReportJson };

/** The largest stored size of an album photo. */
const largest = (photo: AlbumPhoto) => mediaUrl(photo.variants[photo.variants.length - 1]!.path);

/** "Saturday, 2 May 2026 at 18:30" in the reader's time zone. */
const fullDate = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'full', timeStyle: 'short' });

export default function LostPosterPage({ signedIn = false }: { signedIn?: boolean }) {
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded & { id?: string }>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  const load = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let live = true;
    fetchLostReport(id).then(
      (report) => live && setLoaded({ state: 'ready', report, id }),
      (e: unknown) => {
        if (!live) return;
        if (e instanceof ApiError && e.status === 404) setLoaded({ state: 'missing', id });
        else setLoaded({ state: 'error', message: errorMessage(e), id });
      },
    );
    return () => {
      live = false;
    };
  }, [id, version]);

  const report = loaded.state === 'ready' ? loaded.report : null;
  useDocumentTitle(
    report
      ? report.status === 'found'
        ? `${report.cat.name} is home`
        : `Lost: ${report.cat.name}`
      : 'Lost cat',
  );

  if (loaded.state === 'loading' || loaded.id !== id) return <Spinner label="Loading the poster…" />;
  if (loaded.state === 'error') return <LoadError message={loaded.message} />;
  if (!report) {
    return (
      <section className="card">
        <h1>Poster not found</h1>
        <p>This poster does not exist or was taken down. The cat may be home already.</p>
      </section>
    );
  }

  const found = report.status === 'found';
  const url = `${window.location.origin}/lost/${report.id}`;
  const main = report.cat.profilePhoto
    ? photoSrc(report.cat.profilePhoto, 'cat', 'full')
    : report.cat.photos[0]
      ? largest(report.cat.photos[0])
      : photoSrc(null, 'cat');
  const where = report.placeText || `around ${report.place.lat.toFixed(3)}, ${report.place.lng.toFixed(3)}`;
  const osm = `https://www.openstreetmap.org/?mlat=${report.place.lat}&mlon=${report.place.lng}#map=16/${report.place.lat}/${report.place.lng}`;

  return (
    <article className={`card lost-poster${found ? ' is-found' : ''}`} aria-labelledby="lost-name">
      <header className="lost-poster-head">
        <p className="lost-banner" role="status">
          {found ? lostMessages.foundPoster : 'Lost cat — please help'}
        </p>
        <h1 id="lost-name">{report.cat.name}</h1>
      </header>

      <div className="lost-photos">
        <img className="lost-photo-main" src={main} alt={`${report.cat.name}, the lost cat`} />
        {report.cat.photos.length > 0 && (
          <ul className="lost-photo-strip" aria-label={`More photos of ${report.cat.name}`}>
            {report.cat.photos.map((p, i) => (
              <li key={p.variants[0]?.path ?? i}>
                <img
                  src={mediaUrl(p.variants[0]!.path)}
                  alt={`${report.cat.name}, photo ${i + 2}`}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      <dl className="lost-facts">
        <div>
          <dt>Last seen</dt>
          <dd>
            {report.lastSeenAt ? (
              <>
                {fullDate(report.lastSeenAt)}{' '}
                <span className="muted no-print">
                  (<RelativeTime date={new Date(report.lastSeenAt)} />)
                </span>
              </>
            ) : (
              'Unknown'
            )}
          </dd>
        </div>
        <div>
          <dt>Near</dt>
          <dd>{where}</dd>
        </div>
        <div className="no-print">
          <dt>Sightings</dt>
          <dd>{report.sightings === 0 ? 'None yet' : report.sightings}</dd>
        </div>
        <div className="no-print">
          <dt>Status</dt>
          <dd>
            {found
              ? `Found${report.foundAt ? ` on ${fullDate(report.foundAt)}` : ''}`
              : lostMessages.notFoundYet}
          </dd>
        </div>
      </dl>

      {report.description && <p className="lost-description">{report.description}</p>}

      <section className="lost-where no-print" aria-labelledby="lost-where-title">
        <h2 id="lost-where-title">Where {report.cat.name} was last seen</h2>
        <Suspense fallback={<div className="lost-map lost-map-canvas" aria-hidden="true" />}>
          <LostMap
            centre={report.place}
            circleM={POSTER_CIRCLE_M}
            label={`Map: ${report.cat.name} was last seen within about ${POSTER_CIRCLE_M} m of ${where}`}
          />
        </Suspense>
        <p className="small">
          <a href={osm} target="_blank" rel="noopener noreferrer">
            Open this place in OpenStreetMap
          </a>{' '}
          (the place is rounded to about 100 m).
        </p>
      </section>

      <PosterQr url={url} name={report.cat.name} />

      <div className="actions no-print">
        <button type="button" className="button" onClick={() => window.print()}>
          Print poster
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            if (navigator.share)
              void navigator.share({ title: `Lost: ${report.cat.name}`, url }).catch(() => undefined);
            else void navigator.clipboard?.writeText(url);
          }}
        >
          Share link
        </button>
        {signedIn && <Link to={LOST_NEAR_PATH}>Lost cats near you</Link>}
      </div>

      {signedIn && report.isMine && (
        <Suspense fallback={<Spinner label="Loading your sightings…" />}>
          <OwnerPanel report={report} onChanged={load} />
        </Suspense>
      )}
      {!found && !report.isMine && <SightingForm report={report} onSent={load} />}
    </article>
  );
}
