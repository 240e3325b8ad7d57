/**
 * The embedded office map. The shared map (and Leaflet with its stylesheet) is imported here, on
 * demand, so it is downloaded only when the contact page shows the map, never with the home page.
 * Tiles and attribution come from the site configuration (the same as the property map).
 */
import { useEffect, useState } from 'react';
import { MapPlaceholder } from '@manzil/ui';
import type { LeafletMap } from '@manzil/ui/map';
import styles from './OfficeLocation.module.css';

interface OfficeMapProps {
  tileUrl: string;
  attribution: string;
  position: { lat: number; lon: number };
  label: string;
}

export function OfficeMap({ tileUrl, attribution, position, label }: OfficeMapProps) {
  const [Map, setMap] = useState<typeof LeafletMap | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('@manzil/ui/map').then(
      (module) => live && setMap(() => module.LeafletMap),
      (error: unknown) => {
        console.warn('[contact] office map failed to load', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  if (!Map) return <MapPlaceholder failed={failed} className={styles.mapFrame} />;
  return (
    <Map
      centre={position}
      label={`Map: ${label}`}
      markerTitle={label}
      tileUrl={tileUrl}
      attribution={attribution}
      className={styles.mapFrame}
    />
  );
}
