/**
 * The CatRep's Lost & Found area (docs/product.md §10 "Where CatReps are"): opt-in, from the
 * browser's location or a place typed in. Only the cell of about 1 km the point lies in is kept,
 * and nobody else can read it; clearing it stops the alerts. The "Lost cats near me" switch is in
 * the notification settings.
 */
import { useState } from 'react';
import { lostMessages, type LatLng } from '@catrep/model';
import { refusalMessage } from '@/lib/api';
import { useAction } from '@/lib/useAction';
import { clearArea, saveArea, type AreaJson } from '@/data/lost';
import { toast } from '@/ui/toast';
import { PlaceFields } from './PlaceFields';

export function AreaSettings({
  area,
  onChange,
}: {
  area: AreaJson | null;
  onChange: (a: AreaJson | null) => void;
}) {
  const [editing, setEditing] = useState(area === null);
  const [place, setPlace] = useState<LatLng | null>(null);
  const save = useAction(saveArea);
  const clear = useAction(clearArea);

  return (
    <section className="card lost-area" aria-labelledby="area-title">
      <h2 id="area-title">Your area</h2>
      <p className="muted small">
        Set an area to be alerted when a cat is lost near you. Only a cell of about 1 km is kept — never your
        exact place — and nobody else can see it.
      </p>
      {area && !editing && (
        <div className="actions">
          <p>
            Set: the cell around {area.centre.lat.toFixed(2)}, {area.centre.lng.toFixed(2)}.
          </p>
          <button type="button" className="button" onClick={() => setEditing(true)}>
            Change area
          </button>
          <button
            type="button"
            className="button"
            disabled={clear.pending}
            onClick={async () => {
              try {
                toast.success((await clear.run()).message);
                onChange(null);
                setEditing(true);
              } catch (e) {
                toast.error(refusalMessage(e, 'Your area could not be cleared. Please try again.'));
              }
            }}
          >
            Clear area
          </button>
        </div>
      )}
      {editing && (
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            if (!place) {
              toast.error(lostMessages.badPlace);
              return;
            }
            try {
              const saved = await save.run(place);
              toast.success(saved.message);
              onChange(saved);
              setEditing(false);
            } catch (err) {
              toast.error(refusalMessage(err, 'Your area could not be saved. Please try again.'));
            }
          }}
        >
          <PlaceFields
            legend="Where do you live (roughly)?"
            value={place}
            onChange={setPlace}
            showMap={false}
          />
          <div className="actions">
            <button type="submit" className="button primary" disabled={save.pending}>
              Save area
            </button>
            {area && (
              <button type="button" className="button" onClick={() => setEditing(false)}>
                Cancel
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
