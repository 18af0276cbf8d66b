/**
 * The owner's part of a poster (docs/product.md §10): "Mark as found" (every CatRep who was
 * alerted then hears "… is home" instead) and the sightings as they arrive, live from Firestore
 * (`useSightings`), each with the finder's words, name, contact — shown to the owner alone — place,
 * photo and time. Only rendered signed in, for the owner.
 */
import { useState } from 'react';
import { lostMessages, mediaUrl, type LostReportJson } from '@catrep/model';
import { refusalMessage } from '@/lib/api';
import { dateOf } from '@/lib/time';
import { useAction } from '@/lib/useAction';
import { markFound } from '@/data/lost';
import { useSightings } from '@/data/lostLive';
import { useCurrentUser } from '@/session/currentUser';
import { ConfirmModal } from '@/ui/Modal';
import { EmptyState, ListError, Spinner } from '@/ui/Status';
import { RelativeTime } from '@/ui/text';
import { toast } from '@/ui/toast';

export default function OwnerPanel({ report, onChanged }: { report: LostReportJson; onChanged: () => void }) {
  const { uid } = useCurrentUser();
  const sightings = useSightings(report.id, uid);
  const [asking, setAsking] = useState(false);
  const found = useAction(markFound);

  return (
    <section className="lost-owner no-print" aria-labelledby="owner-title">
      <h2 id="owner-title">Your poster</h2>
      {report.status === 'lost' ? (
        <>
          <p>
            {report.alerted === 1
              ? '1 CatRep nearby was alerted.'
              : `${report.alerted ?? 0} CatReps nearby were alerted.`}{' '}
            Share the link and print the poster to reach more people.
          </p>
          <button type="button" className="button primary" onClick={() => setAsking(true)}>
            {report.cat.name} is home: mark as found
          </button>
          <ConfirmModal
            open={asking}
            title={`Is ${report.cat.name} home?`}
            confirmLabel="Yes, mark as found"
            pending={found.pending}
            onClose={() => setAsking(false)}
            onConfirm={async () => {
              try {
                const res = await found.run(report.id);
                toast.success(res.message);
                setAsking(false);
                onChanged();
              } catch (e) {
                toast.error(refusalMessage(e, 'The poster could not be closed. Please try again.'));
              }
            }}
          >
            <p>
              The poster will say &ldquo;{lostMessages.foundPoster}&rdquo; and everyone who was alerted hears
              that {report.cat.name} is home.
            </p>
          </ConfirmModal>
        </>
      ) : (
        <p>{report.cat.name} is home. The poster says so, and everyone who was alerted was told.</p>
      )}

      <h3>Sightings</h3>
      {sightings.status === 'loading' && <Spinner label="Loading sightings…" />}
      {sightings.status === 'error' && <ListError message="The sightings could not be loaded." />}
      {sightings.status === 'success' && sightings.data.length === 0 && (
        <EmptyState title="No sightings yet.">
          <p>They appear here the moment someone sends one, and you get a notification and a mail.</p>
        </EmptyState>
      )}
      {sightings.status === 'success' && sightings.data.length > 0 && (
        <ul className="lost-sightings" aria-live="polite">
          {sightings.data.map((s) => (
            <li key={s.id} className="lost-sighting-item">
              <p className="muted small">
                Seen <RelativeTime date={dateOf(s.seenAt)} /> by {s.name || 'someone'}
                {s.place && (
                  <>
                    {' '}
                    near{' '}
                    <a
                      href={`https://www.openstreetmap.org/?mlat=${s.place.lat}&mlon=${s.place.lng}#map=17/${s.place.lat}/${s.place.lng}`}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {s.place.lat.toFixed(4)}, {s.place.lng.toFixed(4)}
                    </a>
                  </>
                )}
              </p>
              <p className="lost-sighting-message">{s.message}</p>
              {s.contact && (
                <p>
                  Contact: <strong>{s.contact}</strong>
                </p>
              )}
              {s.photo && (
                <img
                  className="lost-sighting-photo"
                  src={mediaUrl(s.photo.variants[s.photo.variants.length - 1]!.path)}
                  alt={`Photo of the sighting by ${s.name || 'someone'}`}
                  loading="lazy"
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
