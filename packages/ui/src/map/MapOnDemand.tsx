/**
 * The shared map, loaded on demand: Leaflet (~40 KB gzip with its stylesheet) is imported once the
 * map's frame comes within 600 px of the screen, so it is downloaded only by visitors who scroll to a
 * map, its start-up work does not compete with the page's own, and it never runs on the server (it
 * reads `window` as it loads). Until then — and in the server's HTML — the frame shows its loading
 * message at the map's size, so nothing moves when the map arrives.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { LeafletMapProps } from './LeafletMap';
import { whenNear } from '../dom/whenNear';
import { MapPlaceholder } from './MapMessage';

export function MapOnDemand(props: LeafletMapProps) {
  const [Map, setMap] = useState<ComponentType<LeafletMapProps> | null>(null);
  const [failed, setFailed] = useState(false);

  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    const watch = frame.current ? whenNear(frame.current, '600px') : { near: Promise.resolve(), stop() {} };
    watch.near
      .then(() => import('./LeafletMap'))
      .then(
        (module) => live && setMap(() => module.LeafletMap),
        (error: unknown) => {
          console.warn('[map] the map failed to load', error);
          if (live) setFailed(true);
        },
      );
    return () => {
      live = false;
      watch.stop();
    };
  }, []);

  if (!Map)
    return <MapPlaceholder ref={frame} failed={failed} className={props.className} label={props.label} />;
  return <Map {...props} />;
}
