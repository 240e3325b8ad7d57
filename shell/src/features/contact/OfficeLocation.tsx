/** Later reading: the embedded office map, Get Directions, Copy Address and the office hours. */
import type { SiteConfigState } from '@manzil/api-client';
import { directionsUrl, OFFICE_POSITION, officeAddressIn } from './agencyContacts';
import { OfficeMap } from './OfficeMap';
import { useCopyToClipboard } from './useCopyToClipboard';
import { ClockIcon, CopyIcon, PinIcon, RouteIcon } from './icons';
import { SectionHeader } from '../../shared/SectionHeader';
import page from '../../shared/page.module.css';
import { useLocale, useMessages } from '@manzil/i18n';
import { contactMessages } from './messages';
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
  const t = useMessages(contactMessages);
  const config = site.status === 'ready' ? site.config : null;
  const locale = useLocale();
  const address = config ? officeAddressIn(config, locale) : null;
  const [copyState, copy] = useCopyToClipboard();

  return (
    <section
      id="office-location"
      className={`${page.section} ${page.sectionAlt}`}
      aria-labelledby="location-title"
    >
      <div className={page.container}>
        <SectionHeader titleId="location-title" eyebrow={t('locationEyebrow')} title={t('locationTitle')} />
        <div className={`${splitClass} ${styles.layout}`}>
          {config ? (
            <OfficeMap
              tileUrl={config.mapTileUrl}
              attribution={config.mapAttribution}
              position={OFFICE_POSITION}
              label={t('mapLabel', { brand: config.brandName })}
            />
          ) : (
            <MapPlaceholder failed={site.status !== 'loading'} className={styles.mapFrame} />
          )}

          <div className={`${panelClass} ${styles.card}`}>
            <h3 className={styles.cardTitle}>
              <PinIcon size={22} /> {t('officeAddress')}
            </h3>
            <address className={styles.address} {...address?.attrs}>
              {address ? address.text : t('loading')}
            </address>
            <h3 className={styles.cardTitle}>
              <ClockIcon size={22} /> {t('officeHours')}
            </h3>
            <p className={styles.hours}>{t('hoursWeekly')}</p>
            <div className={styles.actions}>
              {config ? (
                <a
                  className={`${accentButtonClass} ${styles.primaryAction}`}
                  href={directionsUrl(config.officeAddress)}
                  target="_blank"
                  rel="noreferrer"
                >
                  <RouteIcon size={20} /> {t('directions')}
                  <span className={visuallyHidden}>{t('newTab')}</span>
                </a>
              ) : null}
              <button
                type="button"
                className={`${buttonClass} ${styles.secondaryAction}`}
                disabled={!address}
                onClick={() => address && copy(address.text)}
              >
                <CopyIcon size={20} /> {t('copyAddress')}
              </button>
            </div>
            <p role="status" className={copyState === 'failed' ? styles.copyFailed : styles.copied}>
              {copyState === 'copied' ? t('copied') : null}
              {copyState === 'failed' ? t('copyFailed') : null}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
