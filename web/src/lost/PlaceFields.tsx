/**
 * Picking a place (docs/product.md §10): the browser's location ("Use my location"), a click on
 * the map (`./LostMap`, with a tile source), or latitude and longitude typed in — every way works
 * by keyboard, and without map tiles. `value` is null until a place is picked when `optional`.
 */
import { lazy, Suspense, useId, useState } from 'react';
import type { LatLng } from '@catrep/model';

const LostMap = lazy(() => import('./LostMap'));

/** Asks the browser where it is; rejects with a sentence to show. */
export function currentPlace(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) {
      reject(new Error('This browser cannot tell where you are: type the place in instead.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => reject(new Error('Your location is not available: allow it, or type the place in instead.')),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });
}

export function PlaceFields({
  legend,
  value,
  onChange,
  showMap = true,
}: {
  legend: string;
  value: LatLng | null;
  onChange: (place: LatLng | null) => void;
  showMap?: boolean;
}) {
  const latId = useId();
  const lngId = useId();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const number = (text: string) => (text.trim() === '' ? NaN : Number(text));

  return (
    <fieldset className="place-fields">
      <legend>{legend}</legend>
      <button
        type="button"
        className="button"
        disabled={locating}
        onClick={async () => {
          setLocating(true);
          setProblem(null);
          try {
            onChange(await currentPlace());
          } catch (e) {
            setProblem((e as Error).message);
          } finally {
            setLocating(false);
          }
        }}
      >
        {locating ? 'Finding you…' : 'Use my location'}
      </button>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="place-coordinates">
        <div className="field">
          <label htmlFor={latId}>Latitude</label>
          <input
            id={latId}
            type="number"
            inputMode="decimal"
            step="any"
            min={-90}
            max={90}
            value={value ? String(value.lat) : ''}
            onChange={(e) => {
              const lat = number(e.target.value);
              onChange(Number.isNaN(lat) ? null : { lat, lng: value?.lng ?? 0 });
            }}
          />
        </div>
        <div className="field">
          <label htmlFor={lngId}>Longitude</label>
          <input
            id={lngId}
            type="number"
            inputMode="decimal"
            step="any"
            min={-180}
            max={180}
            value={value ? String(value.lng) : ''}
            onChange={(e) => {
              const lng = number(e.target.value);
              onChange(Number.isNaN(lng) ? null : { lat: value?.lat ?? 0, lng });
            }}
          />
        </div>
      </div>
      {showMap && value && (
        <Suspense fallback={null}>
          <LostMap
            centre={value}
            circleM={100}
            zoom={15}
            onPick={onChange}
            label="Map of the place picked: click, or press Enter to pick the centre"
          />
        </Suspense>
      )}
    </fieldset>
  );
}
