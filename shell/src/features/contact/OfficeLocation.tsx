/** Later reading: the embedded office map, Get Directions, Copy Address and the office hours. */
import { OFFICE_HOURS } from '@manzil/contract';
import type { SiteConfigState } from '@manzil/api-client';
import { directionsUrl, OFFICE_POSITION } from './agencyContacts';
import { OfficeMap } from './OfficeMap';
import { useCopyToClipboard } from './useCopyToClipboard';
import { ClockIcon, CopyIcon, PinIcon, RouteIcon } from './icons';
import { SectionHeader } from '../../shared/SectionHeader';
import page from '../../shared/page.module.css';
import styles from './OfficeLocation.module.css';
import {
  accentButtonClass,
  buttonClass,
  MapPlaceholder,
  panelClass,
  splitClass,
  visuallyHidden,
} from '@manzil/ui';

export function OfficeLocation({ site }: { site: SiteConfigState }) {
  const config = site.status === 'ready' ? site.config : null;
  const [copyState, copy] = useCopyToClipboard();

  return (
    <section
      id="office-location"
      className={`${page.section} ${page.sectionAlt}`}
      aria-labelledby="location-title"
    >
      <div className={page.container}>
        <SectionHeader titleId="location-title" eyebrow="Visit us" title="Find our office" />
        <div className={`${splitClass} ${styles.layout}`}>
          {config ? (
            <OfficeMap
              tileUrl={config.mapTileUrl}
              attribution={config.mapAttribution}
              position={OFFICE_POSITION}
              label={`${config.brandName} office, Downtown Dubai`}
            />
          ) : (
            <MapPlaceholder failed={site.status !== 'loading'} className={styles.mapFrame} />
          )}

          <div className={`${panelClass} ${styles.card}`}>
            <h3 className={styles.cardTitle}>
              <PinIcon size={22} /> Office address
            </h3>
            <address className={styles.address}>{config ? config.officeAddress : 'Loading...'}</address>
            <h3 className={styles.cardTitle}>
              <ClockIcon size={22} /> Office hours
            </h3>
            <p className={styles.hours}>{OFFICE_HOURS.weekly}</p>
            <div className={styles.actions}>
              {config ? (
                <a
                  className={`${accentButtonClass} ${styles.primaryAction}`}
                  href={directionsUrl(config.officeAddress)}
                  target="_blank"
                  rel="noreferrer"
                >
                  <RouteIcon size={20} /> Get Directions
                  <span className={visuallyHidden}> (opens in a new tab)</span>
                </a>
              ) : null}
              <button
                type="button"
                className={`${buttonClass} ${styles.secondaryAction}`}
                disabled={!config}
                onClick={() => config && copy(config.officeAddress)}
              >
                <CopyIcon size={20} /> Copy Address
              </button>
            </div>
            <p role="status" className={copyState === 'failed' ? styles.copyFailed : styles.copied}>
              {copyState === 'copied' ? 'Address copied' : null}
              {copyState === 'failed' ? 'Could not copy the address. Please copy it manually.' : null}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
