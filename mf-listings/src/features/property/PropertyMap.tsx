/**
 * The property's location on the shared map (docs/glossary.md): zoom 15 (max 19), 400 px
 * high, a 32 px marker whose popup names the property, built 100 ms after the property arrives,
 * resized after 300 ms, rebuilt when the property changes. Coordinates come from the server;
 * without them the map centres on Dubai.
 */
import { MAP } from '@manzil/contract';
import { useMessages } from '@manzil/i18n';
import { MapOnDemand, TIMINGS } from '@manzil/ui';
import common from '../../shared/ui/common.module.css';
import { propertyMessages } from './messages';

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

export function PropertyMap({ propertyId, name, lat, lon, tileUrl, attribution }: PropertyMapProps) {
  const [centreLat, centreLon] = mapCentre(lat, lon, name);
  const t = useMessages(propertyMessages);
  return (
    <div className={common.map}>
      <MapOnDemand
        // A new property is a new map, even at the same place.
        key={propertyId}
        centre={{ lat: centreLat, lon: centreLon }}
        label={t('mapLabel', { name })}
        markerTitle={name}
        popupText={name}
        tileUrl={tileUrl}
        attribution={attribution}
        startDelayMs={TIMINGS.mapStartMs}
      />
    </div>
  );
}
