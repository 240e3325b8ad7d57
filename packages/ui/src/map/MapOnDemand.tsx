/**
 * The shared map, loaded on demand: Leaflet (~40 KB gzip with its stylesheet) is imported once the
 * map's frame comes within 600 px of the screen, so it is downloaded only by visitors who scroll to a
 * map, its start-up work does not compete with the page's own, and it never runs on the server (it
 * reads `window` as it loads). Until then — and in the server's HTML — the frame shows its loading
 * message at the map's size, so nothing moves when the map arrives.
 */
import { useRef } from 'react';
import type { LeafletMapProps } from './LeafletMap';
import { useImportWhenNear } from '../dom/useImportWhenNear';
import { MapPlaceholder } from './MapMessage';

export function MapOnDemand(props: LeafletMapProps) {
  const frame = useRef<HTMLDivElement>(null);
  const { Component: Map, failed } = useImportWhenNear(
    frame,
    () => import('./LeafletMap').then((module) => module.LeafletMap),
    '[map] the map failed to load',
  );

  if (!Map)
    return <MapPlaceholder ref={frame} failed={failed} className={props.className} label={props.label} />;
  return <Map {...props} />;
}
