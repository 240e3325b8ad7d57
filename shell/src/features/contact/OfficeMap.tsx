/**
 * The embedded office map (the shared map, loaded after the page has mounted: see MapOnDemand).
 * Tiles and attribution come from the site configuration (the same as the property map).
 */
import { MapOnDemand } from '@manzil/ui';
import styles from './OfficeLocation.module.css';

interface OfficeMapProps {
  tileUrl: string;
  attribution: string;
  position: { lat: number; lon: number };
  label: string;
}

export function OfficeMap({ tileUrl, attribution, position, label }: OfficeMapProps) {
  return (
    <MapOnDemand
      centre={position}
      label={`Map: ${label}`}
      markerTitle={label}
      tileUrl={tileUrl}
      attribution={attribution}
      className={styles.mapFrame}
    />
  );
}
