/**
 * A Lost & Found map (docs/product.md §10): Leaflet, in a chunk of its own, loaded only where a map
 * helps (the poster, the place picker). The tile source is a production setting
 * (`VITE_MAP_TILES`, README "Lost & Found"); without one — on the emulators, where nothing is
 * fetched from outside the machine — the map draws its circle and point on a plain background
 * with a scale, and says so, and the page around it still names the place in words and numbers.
 *
 * Props: `centre` (degrees), `circleM` (a circle around it, metres) and, for picking, `onPick`
 * (called with the point clicked or moved to with the keyboard: Enter picks the map's centre).
 */
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@catrep/model';

const TILES = import.meta.env.VITE_MAP_TILES ?? '';
const ATTRIBUTION = import.meta.env.VITE_MAP_ATTRIBUTION ?? '';

export interface LostMapProps {
  centre: LatLng;
  circleM?: number;
  zoom?: number;
  onPick?: (point: LatLng) => void;
  label: string;
}

export default function LostMap({ centre, circleM, zoom = 15, onPick, label }: LostMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    if (!box.current) return;
    const m = L.map(box.current, { attributionControl: Boolean(TILES), keyboard: true });
    if (TILES) L.tileLayer(TILES, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(m);
    L.control.scale({ metric: true, imperial: false }).addTo(m);
    layer.current = L.layerGroup().addTo(m);
    m.on('click', (e: L.LeafletMouseEvent) => pick.current?.({ lat: e.latlng.lat, lng: e.latlng.lng }));
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const m = map.current;
    const group = layer.current;
    if (!m || !group) return;
    group.clearLayers();
    const at: L.LatLngExpression = [centre.lat, centre.lng];
    if (circleM)
      L.circle(at, { radius: circleM, color: '#c2410c', weight: 2, fillOpacity: 0.15 }).addTo(group);
    L.circleMarker(at, { radius: 6, color: '#7c2d12', fillColor: '#c2410c', fillOpacity: 1 }).addTo(group);
    m.setView(at, zoom);
  }, [centre.lat, centre.lng, circleM, zoom]);

  return (
    <figure className="lost-map" aria-label={label}>
      <div
        ref={box}
        className="lost-map-canvas"
        onKeyDown={(e) => {
          if (e.key === 'Enter' && onPick && map.current) {
            const c = map.current.getCenter();
            onPick({ lat: c.lat, lng: c.lng });
          }
        }}
      />
      {!TILES && (
        <figcaption className="muted small">
          No map background on this server: the circle shows roughly where, the scale how far.
        </figcaption>
      )}
    </figure>
  );
}
