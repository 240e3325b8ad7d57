/**
 * The regulator licence statement (the spec's) with the agency's licence number, its ORN, from the
 * one place it is configured (SiteConfig.licenceNumber: RERA_LICENCE_NUMBER, or the demo agency's).
 */
import { useSiteConfig } from '@manzil/api-client';
import { useMessages } from '@manzil/i18n';
import { aboutMessages } from './messages';
import styles from './AboutPage.module.css';

export function LicenceStatement() {
  const t = useMessages(aboutMessages);
  const site = useSiteConfig();
  const licenceNumber = site.status === 'ready' ? site.config.licenceNumber.trim() : '';

  return (
    <div className={styles.licence}>
      <h3 className={styles.licenceTitle}>{t('licenceTitle')}</h3>
      <p className={styles.licenceText}>{t('licenceText')}</p>
      <p className={styles.licenceNumber} aria-live="polite">
        {site.status === 'loading'
          ? t('licenceLoading')
          : site.status === 'error'
            ? t('licenceFailed')
            : licenceNumber && t('licenceNumber', { number: licenceNumber })}
      </p>
    </div>
  );
}
