/**
 * The one Leaflet map: a tile layer and one marker (or several, framed together: `points`), built `startDelayMs` after mounting, measured
 * again after `resizeAfterMs` (the container may still be settling), rebuilt when its inputs change,
 * and a failure overlay when Leaflet cannot build it. Import it from '@manzil/ui/map' so Leaflet
 * (~40 KB gzip with its CSS) stays out of bundles that do not show a map, or behind a dynamic import.
 *
 * Texts reach Leaflet only as text: the popup is a DOM node filled with textContent, never an HTML
 * string, because the marker's name is typed by staff and must not become markup on the page.
 */
import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MAP_VIEW, TIMINGS } from '../constants';
import { createTileMap } from './createTileMap';
import { MapFrame } from './MapMessage';
import styles from './map.module.css';

/** One of several places on a map (the compare page): its marker's title and popup text. */
export interface MapPoint {
  lat: number;
  lon: number;
  title: string;
}

export interface LeafletMapProps {
  centre: { lat: number; lon: number };
  /** Name of the map region, e.g. "Map showing the location of Palm Villa". */
  label: string;
  /** The marker's tooltip and alternative text. */
  markerTitle: string;
  /** Shown, as plain text, in a popup when the marker is pressed; without it the marker is inert. */
  popupText?: string;
  tileUrl: string;
  attribution: string;
  startDelayMs?: number;
  resizeAfterMs?: number;
  /** Extra class of the frame (size, radius, shadow of the page's design). */
  className?: string;
  /** Several places instead of the one at `centre`: a marker each (its popup its title), all in view. */
  points?: readonly MapPoint[];
}

export { createTileMap, type TileMapOptions } from './createTileMap';

type MapState = 'loading' | 'ready' | 'error';

const size = MAP_VIEW.markerSizePx;
/** An inline SVG pin: Leaflet's default marker images do not survive bundling. */
const PIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" aria-hidden="true"><path fill="#0b1f33" stroke="#f5c518" stroke-width="1.5" d="M12 1.5a7.5 7.5 0 0 0-7.5 7.5c0 5.6 7.5 13.5 7.5 13.5s7.5-7.9 7.5-13.5A7.5 7.5 0 0 0 12 1.5z"/><circle cx="12" cy="9" r="2.8" fill="#f5c518"/></svg>`;

/** The site's map pin (every map's markers look alike); `className` adds a map's own (e.g. its focus ring). */
export const pinIcon = (className?: string): L.DivIcon =>
  L.divIcon({
    html: PIN_SVG,
    className: className ? `${styles.marker} ${className}` : styles.marker,
    iconSize: [size, size],
    iconAnchor: [size / 2, size],
    popupAnchor: [0, -size],
  });

/** A popup body that shows `text` literally: a text node, whatever characters it holds. */
export function textPopup(text: string): HTMLElement {
  const body = document.createElement('p');
  body.style.margin = '0';
  body.textContent = text;
  return body;
}

export function LeafletMap({
  centre,
  label,
  markerTitle,
  popupText,
  tileUrl,
  attribution,
  startDelayMs = 0,
  resizeAfterMs = TIMINGS.mapResizeMs,
  className,
  points,
}: LeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('loading');
  const { lat, lon } = centre;
  // The effect depends on the places, not on the array a render happened to build.
  const pointsKey = points ? JSON.stringify(points) : '';

  useEffect(() => {
    let map: L.Map | null = null;
    let resizeTimer: number | undefined;
    setState('loading');
    const startTimer = window.setTimeout(() => {
      const container = containerRef.current;
      if (!container) return;
      // Frames several places together; set once the markers are placed, again after the resize.
      let frameAll = () => {};
      map = createTileMap(
        container,
        { center: [lat, lon], zoom: MAP_VIEW.zoom, tileUrl, attribution, name: 'the map' },
        (built) => {
          const icon = pinIcon();
          const places: readonly MapPoint[] = pointsKey
            ? (JSON.parse(pointsKey) as MapPoint[])
            : [{ lat, lon, title: markerTitle }];
          for (const place of places) {
            const text = pointsKey ? place.title : popupText;
            const interactive = text !== undefined;
            const marker = L.marker([place.lat, place.lon], {
              icon,
              title: place.title,
              alt: place.title,
              keyboard: interactive,
              interactive,
            }).addTo(built);
            if (interactive) marker.bindPopup(textPopup(text));
          }
          const bounds = L.latLngBounds(places.map((p) => [p.lat, p.lon] as [number, number]));
          frameAll = () => {
            if (places.length > 1)
              built.fitBounds(bounds, { padding: [size, size], maxZoom: MAP_VIEW.zoom, animate: false });
          };
          frameAll();
        },
      );
      if (!map) {
        setState('error');
        return;
      }
      setState('ready');
      resizeTimer = window.setTimeout(() => {
        map?.invalidateSize();
        frameAll();
      }, resizeAfterMs);
    }, startDelayMs);
    return () => {
      window.clearTimeout(startTimer);
      window.clearTimeout(resizeTimer);
      map?.remove();
    };
  }, [lat, lon, label, markerTitle, popupText, tileUrl, attribution, startDelayMs, resizeAfterMs, pointsKey]);

  return <MapFrame mapRef={containerRef} label={label} state={state} className={className} />;
}
