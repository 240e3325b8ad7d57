/**
 * The property's location on a Leaflet map (SPEC sections 2, 7, 8 and 9): zoom 15 (max 19), 400 px
 * high, a 32 px marker, built 100 ms after the property arrives, resized after 300 ms, rebuilt when
 * the property changes. Coordinates come from the server; without them the map centres on Dubai.
 */
import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MAP, TIMINGS } from '@manzil/contract';
import styles from './PropertyMap.module.css';

export interface PropertyMapProps {
  propertyId: string;
  name: string;
  lat?: number;
  lon?: number;
  tileUrl: string;
  attribution: string;
}

type MapState = 'loading' | 'ready' | 'error';

const size = MAP.markerSizePx;
/** An inline SVG pin: Leaflet's default marker images do not survive bundling. */
const PIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" aria-hidden="true"><path fill="#0b1f33" stroke="#f5c518" stroke-width="1.5" d="M12 1.5a7.5 7.5 0 0 0-7.5 7.5c0 5.6 7.5 13.5 7.5 13.5s7.5-7.9 7.5-13.5A7.5 7.5 0 0 0 12 1.5z"/><circle cx="12" cy="9" r="2.8" fill="#f5c518"/></svg>`;

const markerIcon = () =>
  L.divIcon({
    html: PIN_SVG,
    className: styles.marker,
    iconSize: [size, size],
    iconAnchor: [size / 2, size],
    popupAnchor: [0, -size],
  });

/** The stored coordinates, or Dubai's centre with a warning (SPEC section 8: geocoding failure). */
export function mapCentre(lat: number | undefined, lon: number | undefined, name: string): [number, number] {
  if (typeof lat === 'number' && typeof lon === 'number' && Number.isFinite(lat) && Number.isFinite(lon))
    return [lat, lon];
  console.warn(`[mf-listings] no coordinates for "${name}"; showing the default centre of Dubai.`);
  return [MAP.defaultCenter.lat, MAP.defaultCenter.lon];
}

export function PropertyMap({ propertyId, name, lat, lon, tileUrl, attribution }: PropertyMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('loading');

  useEffect(() => {
    let map: L.Map | null = null;
    let resizeTimer: number | undefined;
    setState('loading');
    const startTimer = window.setTimeout(() => {
      const container = containerRef.current;
      if (!container) return;
      try {
        const centre = mapCentre(lat, lon, name);
        map = L.map(container, {
          zoom: MAP.zoom,
          maxZoom: MAP.maxZoom,
          center: centre,
          scrollWheelZoom: false,
        });
        L.tileLayer(tileUrl, { maxZoom: MAP.maxZoom, attribution }).addTo(map);
        L.marker(centre, { icon: markerIcon(), title: name, alt: name, keyboard: true })
          .addTo(map)
          .bindPopup(name);
        setState('ready');
        // The container may still be settling (fonts, images above it); measure again.
        resizeTimer = window.setTimeout(() => map?.invalidateSize(), TIMINGS.mapResizeMs);
      } catch (error) {
        console.error('[mf-listings] the map could not be built:', error);
        try {
          map?.remove();
        } catch {
          // a half-built map may not come apart cleanly; the overlay covers it
        }
        map = null;
        setState('error');
      }
    }, TIMINGS.mapStartMs);
    return () => {
      window.clearTimeout(startTimer);
      window.clearTimeout(resizeTimer);
      map?.remove();
    };
  }, [propertyId, lat, lon, name, tileUrl, attribution]);

  return (
    <div className={styles.wrapper} style={{ height: MAP.heightPx }} data-map-state={state}>
      <div
        ref={containerRef}
        className={styles.map}
        role="region"
        aria-label={`Map showing the location of ${name}`}
      />
      {state === 'loading' && (
        <div className={styles.overlay} role="status">
          <p className={styles.overlayTitle}>Loading map...</p>
        </div>
      )}
      {state === 'error' && (
        <div className={styles.overlay} role="alert">
          <p className={styles.overlayTitle}>Unable to load map</p>
          <p className={styles.overlayText}>Please check your connection or try again later</p>
        </div>
      )}
    </div>
  );
}
