/**
 * /lost-near-you — Lost cats near you (docs/product.md §10): for a signed-in CatRep with an area,
 * the open reports within the distance they choose of their area's cell (`GET /lost`), nearest
 * first, a page at a time, each leading to its poster; without an area, how to set one.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { NEARBY_RADIUS_KM, lostMessages, lostPosterPath, mediaUrl, type LostReportJson } from '@catrep/model';
import { errorMessage } from '@/lib/api';
import { fetchArea, fetchLostNear, type AreaJson } from '@/data/lost';
import { photoSrc } from '@/ui/Avatar';
import { EmptyState, ListError, Spinner } from '@/ui/Status';
import { RelativeTime } from '@/ui/text';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { AreaSettings } from './AreaSettings';
import { RadiusSelect } from './RadiusSelect';
import './lost.css';

const RADII = [5, 10, 25, 50];

/** The thumbnail of a report's cat. */
const thumbOf = (r: LostReportJson) =>
  r.cat.profilePhoto
    ? photoSrc(r.cat.profilePhoto, 'cat')
    : r.cat.photos[0]
      ? mediaUrl(r.cat.photos[0].variants[0]!.path)
      : photoSrc(null, 'cat');

export default function LostNearYouPage() {
  useDocumentTitle('Lost cats near you');
  const [area, setArea] = useState<AreaJson | null | undefined>(undefined);
  const [radiusKm, setRadiusKm] = useState<number>(NEARBY_RADIUS_KM.default);
  const [list, setList] = useState<{
    key: string;
    reports: LostReportJson[];
    more: boolean;
    index: number;
  }>();
  const [problem, setProblem] = useState<string | null>(null);
  const key = area ? `${area.geohash}:${radiusKm}` : '';

  useEffect(() => {
    fetchArea().then(setArea, (e: unknown) => setProblem(errorMessage(e)));
  }, []);

  /** Fetches page `page` of the list for `key` (page 0 replaces it, later pages add to it). */
  const load = useCallback(
    (page: number) => {
      if (!area) return () => undefined;
      let live = true;
      fetchLostNear(area.centre, radiusKm, page).then(
        (res) =>
          live &&
          setList((before) => ({
            key,
            reports: page === 0 || before?.key !== key ? res.reports : [...before.reports, ...res.reports],
            more: res.more,
            index: page,
          })),
        (e: unknown) => live && setProblem(errorMessage(e)),
      );
      return () => {
        live = false;
      };
    },
    [area, radiusKm, key],
  );
  useEffect(() => load(0), [load]);
  const reports = list?.key === key ? list.reports : null;
  const more = list?.key === key && list.more;
  const index = list?.index ?? 0;

  return (
    <>
      <section className="card">
        <header className="page-header">
          <h1>Lost cats near you</h1>
          {area && (
            <RadiusSelect
              className="field inline"
              label="Within"
              value={radiusKm}
              choices={RADII}
              onChange={setRadiusKm}
            />
          )}
        </header>
        {problem && <ListError message={problem} />}
        {area === undefined && !problem && <Spinner />}
        {area === null && <EmptyState title={lostMessages.noArea} />}
        {area && reports === null && !problem && <Spinner label="Looking for lost cats…" />}
        {area && reports?.length === 0 && (
          <EmptyState title="No lost cats near you.">
            <p>Good news. You will be alerted when one goes missing nearby.</p>
          </EmptyState>
        )}
        {reports && reports.length > 0 && (
          <ul className="lost-list">
            {reports.map((r) => (
              <li key={r.id} className="lost-list-item">
                <Link to={lostPosterPath(r.id)}>
                  <img src={thumbOf(r)} alt="" width={64} height={64} />
                  <span>
                    <strong>{r.cat.name}</strong>
                    <span className="muted small">
                      {r.distanceKm} km away · last seen{' '}
                      {r.lastSeenAt ? <RelativeTime date={new Date(r.lastSeenAt)} /> : 'at an unknown time'}
                      {r.placeText ? ` near ${r.placeText}` : ''}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {more && (
          <button type="button" className="button" onClick={() => load(index + 1)}>
            More lost cats
          </button>
        )}
      </section>
      {area !== undefined && <AreaSettings area={area} onChange={setArea} />}
    </>
  );
}
