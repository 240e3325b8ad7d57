/**
 * The spot of a listing, picked on a map: a click puts the pin there, the pin can be dragged (or
 * moved with the keyboard: focus it, then the arrow keys). Loaded only when the admin opens it
 * (React.lazy in the editor), so Leaflet stays out of the panel's first download.
 */
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { SiteConfig } from '@manzil/contract';
import { createTileMap, pinIcon } from '@manzil/ui/map';
import styles from './editor.module.css';

export interface Coordinates {
  lat: number;
  lon: number;
}

interface CoordinatesMapProps {
  /** The pin, or none yet (the map opens on `fallback`). */
  value: Coordinates | null;
  fallback: Coordinates;
  /** The site's tiles and their credit. */
  config: Pick<SiteConfig, 'mapTileUrl' | 'mapAttribution'>;
  onPick(spot: Coordinates): void;
}

/** Six decimals is about 10 cm: more says nothing about a building. */
export const roundCoordinate = (n: number): number => Math.round(n * 1e6) / 1e6;

/** Keyboard nudge of the pin, in degrees (about 20 m). */
const NUDGE = 0.0002;

export default function CoordinatesMap({ value, fallback, config, onPick }: CoordinatesMapProps) {
  const { mapTileUrl: tileUrl, mapAttribution: attribution } = config;
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const pickRef = useRef(onPick);
  pickRef.current = onPick;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const start = value ?? fallback;
    const map = createTileMap(container, {
      center: [start.lat, start.lon],
      zoom: value ? 16 : 12,
      tileUrl,
      attribution,
      name: 'the coordinates map',
    });
    if (!map) return;
    const pick = (lat: number, lon: number) =>
      pickRef.current({ lat: roundCoordinate(lat), lon: roundCoordinate(lon) });
    map.on('click', (e: L.LeafletMouseEvent) => pick(e.latlng.lat, e.latlng.lng));
    mapRef.current = map;
    // The dialog may still be laying out when the map is built.
    const timer = window.setTimeout(() => map.invalidateSize(), 200);
    return () => {
      window.clearTimeout(timer);
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
    // The map is built once; the pin follows `value` below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl, attribution]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!value) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (markerRef.current) {
      markerRef.current.setLatLng([value.lat, value.lon]);
      return;
    }
    const marker = L.marker([value.lat, value.lon], {
      draggable: true,
      keyboard: true,
      title: 'The listing’s spot: drag it, or focus it and use the arrow keys',
      alt: 'The listing’s spot',
      icon: pinIcon(styles.pin),
    }).addTo(map);
    marker.on('dragend', () => {
      const at = marker.getLatLng();
      pickRef.current({ lat: roundCoordinate(at.lat), lon: roundCoordinate(at.lng) });
    });
    marker.getElement()?.addEventListener('keydown', (e) => {
      const step: Record<string, [number, number]> = {
        ArrowUp: [NUDGE, 0],
        ArrowDown: [-NUDGE, 0],
        ArrowLeft: [0, -NUDGE],
        ArrowRight: [0, NUDGE],
      };
      const by = step[e.key];
      if (!by) return;
      e.preventDefault();
      e.stopPropagation();
      const at = marker.getLatLng();
      pickRef.current({ lat: roundCoordinate(at.lat + by[0]), lon: roundCoordinate(at.lng + by[1]) });
    });
    markerRef.current = marker;
  }, [value]);

  return (
    <div
      ref={containerRef}
      className={styles.map}
      role="region"
      aria-label="Map: click to place the listing's pin, or drag the pin"
    />
  );
}
