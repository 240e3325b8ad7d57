/**
 * The shared map, loaded on demand: Leaflet (~40 KB gzip with its stylesheet) is imported after the
 * page has mounted, so it is downloaded only by pages that show a map, and never runs on the server
 * (it reads `window` as it loads). Until then — and in the server's HTML — the frame shows its
 * loading message at the map's size, so nothing moves when the map arrives.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { LeafletMapProps } from './LeafletMap';
import { MapPlaceholder } from './MapMessage';

export function MapOnDemand(props: LeafletMapProps) {
  const [Map, setMap] = useState<ComponentType<LeafletMapProps> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('./LeafletMap').then(
      (module) => live && setMap(() => module.LeafletMap),
      (error: unknown) => {
        console.warn('[map] the map failed to load', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  if (!Map) return <MapPlaceholder failed={failed} className={props.className} />;
  return <Map {...props} />;
}
