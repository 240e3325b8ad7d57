/**
 * The embedded office map. Leaflet and its stylesheet are imported here, on demand, so they are
 * downloaded only when the contact page shows the map. Tiles and attribution come from the site
 * configuration (the same as the property map). The marker is an inline SVG divIcon because
 * Leaflet's default marker images do not survive bundling.
 */
import { useEffect, useRef, useState } from 'react';
import { MAP } from '@manzil/contract';
import styles from './OfficeLocation.module.css';

interface OfficeMapProps {
  tileUrl: string;
  attribution: string;
  position: { lat: number; lon: number };
  label: string;
}

const MARKER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${MAP.markerSizePx}" height="${MAP.markerSizePx}" aria-hidden="true"><path d="M16 1.5C9.6 1.5 4.5 6.6 4.5 13c0 8.6 11.5 17.5 11.5 17.5S27.5 21.6 27.5 13C27.5 6.6 22.4 1.5 16 1.5z" fill="#f5c518" stroke="#0b1f33" stroke-width="2"/><circle cx="16" cy="13" r="4.5" fill="#0b1f33"/></svg>`;

type MapState = 'loading' | 'ready' | 'error';

export function OfficeMap({ tileUrl, attribution, position, label }: OfficeMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('loading');

  useEffect(() => {
    let cancelled = false;
    let remove: (() => void) | undefined;
    setState('loading');

    (async () => {
      const [leaflet] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
      // Leaflet ships as CommonJS: the bundler may wrap it in a namespace with a default export.
      const L = (leaflet as unknown as { default?: typeof leaflet }).default ?? leaflet;
      if (cancelled || !container.current) return;
      const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      const map = L.map(container.current, {
        center: [position.lat, position.lon],
        zoom: MAP.zoom,
        maxZoom: MAP.maxZoom,
        // The page scrolls past the map; zoom with the buttons, a double click or the keyboard.
        scrollWheelZoom: false,
        zoomAnimation: !calm,
        fadeAnimation: !calm,
        markerZoomAnimation: !calm,
      });
      remove = () => map.remove();
      L.tileLayer(tileUrl, { attribution, maxZoom: MAP.maxZoom }).addTo(map);
      const size = MAP.markerSizePx;
      L.marker([position.lat, position.lon], {
        icon: L.divIcon({
          html: MARKER_SVG,
          className: styles.marker,
          iconSize: [size, size],
          iconAnchor: [size / 2, size],
        }),
        title: label,
        keyboard: false,
        interactive: false,
      }).addTo(map);
      setState('ready');
    })().catch((error: unknown) => {
      console.warn('[contact] office map failed to load', error);
      if (!cancelled) setState('error');
    });

    return () => {
      cancelled = true;
      remove?.();
    };
  }, [tileUrl, attribution, position.lat, position.lon, label]);

  return (
    <div className={styles.mapFrame} style={{ height: MAP.heightPx }}>
      <div
        ref={container}
        className={styles.map}
        role="region"
        aria-label={`Map: ${label}`}
        data-state={state}
      />
      {state === 'loading' ? <MapMessage title="Loading map..." /> : null}
      {state === 'error' ? (
        <MapMessage title="Unable to load map" text="Please check your connection or try again later" />
      ) : null}
    </div>
  );
}

export function MapMessage({ title, text }: { title: string; text?: string }) {
  return (
    <div className={styles.mapMessage} role={text ? 'alert' : 'status'}>
      <p className={styles.mapMessageTitle}>{title}</p>
      {text ? <p className={styles.mapMessageText}>{text}</p> : null}
    </div>
  );
}
