/**
 * The regulator licence statement (the spec's) with the agency's licence number, its ORN, from the
 * one place it is configured (SiteConfig.licenceNumber: RERA_LICENCE_NUMBER, or the demo agency's).
 */
import { useSiteConfig } from '@manzil/api-client';
import styles from './AboutPage.module.css';

export function LicenceStatement() {
  const site = useSiteConfig();
  const licenceNumber = site.status === 'ready' ? site.config.licenceNumber.trim() : '';

  return (
    <div className={styles.licence}>
      <h3 className={styles.licenceTitle}>Licensed and regulated</h3>
      <p className={styles.licenceText}>
        Our brokerage work in Dubai follows the rules of the Real Estate Regulatory Agency (RERA) of the Dubai
        Land Department.
      </p>
      <p className={styles.licenceNumber} aria-live="polite">
        {site.status === 'loading'
          ? 'Loading licence details...'
          : site.status === 'error'
            ? 'Our licence details could not be loaded. Please reload the page.'
            : licenceNumber && `RERA licence number (ORN): ${licenceNumber}`}
      </p>
    </div>
  );
}
