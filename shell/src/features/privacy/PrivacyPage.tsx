/**
 * /privacy: what the site's enquiry forms collect, why, for how long, and the visitor's rights under the
 * UAE's Personal Data Protection Law. The contact address is the agency's configured one (SiteConfig).
 */
import { Link } from 'react-router-dom';
import { useSiteConfig } from '@manzil/api-client';
import { ALERT_LIMITS, BRAND } from '@manzil/contract';
import { useMessages, usePagePath, type Translate } from '@manzil/i18n';
import { displayClass } from '@manzil/ui';
import page from '../../shared/page.module.css';
import { privacyMessages } from './messages';
import styles from './PrivacyPage.module.css';

/** The notice's reviewed date is in its messages (`reviewed`): change it with the text. */
function ContactAddress({ t }: { t: Translate<typeof privacyMessages> }) {
  const site = useSiteConfig();
  const path = usePagePath();
  if (site.status === 'ready' && site.config.agencyEmail.trim()) {
    const email = site.config.agencyEmail.trim();
    return <a href={`mailto:${email}`}>{email}</a>;
  }
  // Never a blank: the contact page lists every channel.
  return <Link to={path('contact')}>{t('contactPage')}</Link>;
}

export function PrivacyPage() {
  const t = useMessages(privacyMessages);
  const agency = `${BRAND.name} ${BRAND.tagline}`;
  return (
    <div className={page.page}>
      <div className={page.section}>
        <article className={`${page.container} ${styles.notice}`} aria-labelledby="privacy-title">
          <h1 id="privacy-title" className={`${displayClass} ${styles.title}`}>
            {t('title')}
          </h1>
          <p className={styles.lead}>{t('lead', { agency })}</p>
          <p className={styles.reviewed}>{t('reviewed')}</p>

          <h2>{t('collectTitle')}</h2>
          <p>{t.rich('collectText', { alerts: (chunks) => <a href="#search-alerts">{chunks}</a> })}</p>
          <ul>
            <li>{t('collect1')}</li>
            <li>{t('collect2')}</li>
            <li>{t('collect3')}</li>
          </ul>
          <p>{t('abuse')}</p>
          <p>{t('maps')}</p>

          <h2 id="search-alerts">{t('alertsTitle')}</h2>
          <p>{t('alerts1', { hours: ALERT_LIMITS.pendingHours })}</p>
          <p>{t('alerts2')}</p>

          <h2>{t('whyTitle')}</h2>
          <ul>
            <li>{t('why1')}</li>
            <li>{t('why2')}</li>
          </ul>
          <p>{t('noSale')}</p>

          <h2>{t('keepTitle')}</h2>
          <p>{t('keep')}</p>

          <h2>{t('rightsTitle')}</h2>
          <p>{t('rightsIntro')}</p>
          <ul>
            <li>{t('right1')}</li>
            <li>{t('right2')}</li>
            <li>{t('right3')}</li>
            <li>{t('right4')}</li>
            <li>{t('right5')}</li>
          </ul>
          <p>{t('answer')}</p>

          <h2>{t('contactTitle')}</h2>
          <p>{t.rich('contact', { address: () => <ContactAddress t={t} /> })}</p>
        </article>
      </div>
    </div>
  );
}
