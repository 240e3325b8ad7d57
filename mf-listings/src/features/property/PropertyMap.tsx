/**
 * The property's location on the shared map (docs/glossary.md): zoom 15 (max 19), 400 px
 * high, a 32 px marker whose popup names the property, built 100 ms after the property arrives,
 * resized after 300 ms, rebuilt when the property changes. Coordinates come from the server;
 * without them the map centres on Dubai.
 *
 * The shared map (Leaflet) is imported on demand, in the browser only: Leaflet reads `window` as it
 * loads, so a static import would make this page's server build throw before it renders (and it
 * keeps ~40 KB gzip out of the page's first download). The server and the browser's first render
 * both show the map's placeholder, so hydration matches.
 */
import { useEffect, useState } from 'react';
import { MAP } from '@manzil/contract';
import { MapPlaceholder, TIMINGS } from '@manzil/ui';
import type { LeafletMap } from '@manzil/ui/map';

export interface PropertyMapProps {
  propertyId: string;
  name: string;
  lat?: number;
  lon?: number;
  tileUrl: string;
  attribution: string;
}

/** The stored coordinates, or Dubai's centre with a warning (docs/glossary.md: geocoding failure). */
export function mapCentre(lat: number | undefined, lon: number | undefined, name: string): [number, number] {
  if (typeof lat === 'number' && typeof lon === 'number' && Number.isFinite(lat) && Number.isFinite(lon))
    return [lat, lon];
  console.warn(`[mf-listings] no coordinates for "${name}"; showing the default centre of Dubai.`);
  return [MAP.defaultCenter.lat, MAP.defaultCenter.lon];
}

/** The shared map component once its module has arrived; `failed` when it could not be fetched. */
function useLeafletMap(): { Map: typeof LeafletMap | null; failed: boolean } {
  const [Map, setMap] = useState<typeof LeafletMap | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('@manzil/ui/map').then(
      (module) => live && setMap(() => module.LeafletMap),
      (error: unknown) => {
        console.warn('[mf-listings] the property map failed to load', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return { Map, failed };
}

export function PropertyMap({ propertyId, name, lat, lon, tileUrl, attribution }: PropertyMapProps) {
  const { Map, failed } = useLeafletMap();
  if (!Map) return <MapPlaceholder failed={failed} />;
  const [centreLat, centreLon] = mapCentre(lat, lon, name);
  return (
    <Map
      // A new property is a new map, even at the same place.
      key={propertyId}
      centre={{ lat: centreLat, lon: centreLon }}
      label={`Map showing the location of ${name}`}
      markerTitle={name}
      popupText={name}
      tileUrl={tileUrl}
      attribution={attribution}
      startDelayMs={TIMINGS.mapStartMs}
    />
  );
}
