/**
 * The property's place without the live map (the server's page, and a visitor without JavaScript):
 * a drawn picture with the pin, its coordinates named for screen readers, and links that open the
 * location on OpenStreetMap or Google Maps. No tile is fetched: the picture is the page's own SVG.
 */
import { useMessages } from '@manzil/i18n';
import { propertyMessages } from './messages';
import styles from './PropertyMapStatic.module.css';

export interface PropertyMapStaticProps {
  name: string;
  lat?: number;
  lon?: number;
  /** What the map sites search for when the coordinates are not on record. */
  address: string;
}

const known = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The map sites' links: the coordinates when known, else a search for the address. */
export function mapSiteLinks(lat: number | undefined, lon: number | undefined, address: string) {
  if (known(lat) && known(lon)) {
    const at = `${lat.toFixed(5)},${lon.toFixed(5)}`;
    return {
      osm: `https://www.openstreetmap.org/?mlat=${lat.toFixed(5)}&mlon=${lon.toFixed(5)}#map=16/${lat.toFixed(5)}/${lon.toFixed(5)}`,
      google: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(at)}`,
    };
  }
  const query = encodeURIComponent(address);
  return {
    osm: `https://www.openstreetmap.org/search?query=${query}`,
    google: `https://www.google.com/maps/search/?api=1&query=${query}`,
  };
}

export function PropertyMapStatic({ name, lat, lon, address }: PropertyMapStaticProps) {
  const t = useMessages(propertyMessages);
  const located = known(lat) && known(lon);
  const links = mapSiteLinks(lat, lon, address);
  const label = located
    ? t('staticMapLabel', { name, lat: lat.toFixed(5), lon: lon.toFixed(5) })
    : t('staticMapUnknown', { name });
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.picture}
        viewBox="0 0 400 200"
        preserveAspectRatio="xMidYMid slice"
        role="img"
        aria-label={label}
      >
        <rect width="400" height="200" className={styles.land} />
        <path d="M0 150 C 90 130, 160 175, 260 150 S 360 120, 400 135 V 200 H 0 Z" className={styles.water} />
        <path d="M0 60 H400 M0 110 H400 M70 0 V200 M170 0 V200 M300 0 V200" className={styles.road} />
        <path d="M20 0 L 380 200 M 240 0 L 120 200" className={styles.street} />
        {located && (
          <g transform="translate(200 100)">
            <ellipse rx="9" ry="3.5" className={styles.halo} />
            <path
              d="M0 0 C -3 -8 -12 -14 -12 -24 A 12 12 0 1 1 12 -24 C 12 -14 3 -8 0 0 Z"
              className={styles.pin}
            />
            <circle cy="-24" r="4.5" className={styles.pinDot} />
          </g>
        )}
      </svg>
      <figcaption className={styles.caption}>
        <p className={styles.note}>{t('staticMapNote')}</p>
        <p className={styles.links}>
          <a href={links.osm} target="_blank" rel="noopener noreferrer">
            {t('openInOsm')}
          </a>
          <a href={links.google} target="_blank" rel="noopener noreferrer">
            {t('openInGoogle')}
          </a>
        </p>
      </figcaption>
    </figure>
  );
}
