/**
 * The regulator licence statement. The number is shown only when the server is configured with one
 * (SiteConfig.licenceNumber, from RERA_LICENCE_NUMBER); it is never invented.
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
          : licenceNumber
            ? `RERA licence number: ${licenceNumber}`
            : 'Our licence number is available on request.'}
      </p>
    </div>
  );
}
