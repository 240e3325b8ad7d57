/** Later reading: the closing call to action. */
import type { SiteConfigState } from '@manzil/api-client';
import { telHref, whatsAppHref } from '@manzil/format';
import { accentButtonClass, buttonClass, liftClass } from '@manzil/ui';
import { useMessages } from '@manzil/i18n';
import { contactMessages } from './messages';
import page from '../../shared/page.module.css';
import styles from './ContactPage.module.css';
import { visuallyHidden } from '@manzil/ui';

export function ClosingCta({ site }: { site: SiteConfigState }) {
  const config = site.status === 'ready' ? site.config : null;
  const t = useMessages(contactMessages);
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <div className={page.container}>
        <div className={styles.ctaInner}>
          <div>
            <h2 id="cta-title" className={styles.ctaTitle}>
              {t('ctaTitle')}
            </h2>
            <p className={styles.ctaText}>{t('ctaText')}</p>
          </div>
          <div className={styles.ctaActions}>
            <a className={`${accentButtonClass} ${liftClass} ${styles.heroButton}`} href="#contact-form">
              {t('ctaSend')}
            </a>
            {config ? (
              <>
                <a
                  className={`${buttonClass} ${styles.ctaGhost}`}
                  href={whatsAppHref(config.agencyPhone)}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('ctaWhatsApp')}
                  <span className={visuallyHidden}>{t('newTab')}</span>
                </a>
                <a className={`${buttonClass} ${styles.ctaGhost}`} href={telHref(config.agencyPhone)}>
                  {t('ctaCall')}
                </a>
              </>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
