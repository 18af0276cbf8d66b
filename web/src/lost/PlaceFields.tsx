/**
 * Picking a place (docs/product.md §10): the browser's location ("Use my location"), a click on
 * the map (`./LostMap`, with a tile source), or latitude and longitude typed in — every way works
 * by keyboard, and without map tiles. `value` is null until a place is picked when `optional`.
 */
import { lazy, Suspense, useState } from 'react';
import type { LatLng } from '@catrep/model';
import { TextField } from '@/ui/fields';

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
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** One coordinate typed in: the place with it, or none while it is empty or not a number. */
  const set = (axis: keyof LatLng, text: string) => {
    const n = text.trim() === '' ? NaN : Number(text);
    onChange(Number.isNaN(n) ? null : { lat: value?.lat ?? 0, lng: value?.lng ?? 0, [axis]: n });
  };

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
        <TextField
          label="Latitude"
          type="number"
          inputMode="decimal"
          step="any"
          min={-90}
          max={90}
          value={value ? String(value.lat) : ''}
          onChange={(e) => set('lat', e.target.value)}
        />
        <TextField
          label="Longitude"
          type="number"
          inputMode="decimal"
          step="any"
          min={-180}
          max={180}
          value={value ? String(value.lng) : ''}
          onChange={(e) => set('lng', e.target.value)}
        />
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
