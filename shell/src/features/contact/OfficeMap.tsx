/**
 * The embedded office map (the shared map, loaded after the page has mounted: see MapOnDemand).
 * Tiles and attribution come from the site configuration (the same as the property map).
 */
import { MapOnDemand } from '@manzil/ui';
import { useMessages } from '@manzil/i18n';
import { contactMessages } from './messages';
import styles from './OfficeLocation.module.css';

interface OfficeMapProps {
  tileUrl: string;
  attribution: string;
  position: { lat: number; lon: number };
  label: string;
}

export function OfficeMap({ tileUrl, attribution, position, label }: OfficeMapProps) {
  const t = useMessages(contactMessages);
  return (
    <MapOnDemand
      centre={position}
      label={t('map', { label })}
      markerTitle={label}
      tileUrl={tileUrl}
      attribution={attribution}
      className={styles.mapFrame}
    />
  );
}
