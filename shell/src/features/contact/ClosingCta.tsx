/** Later reading: the closing call to action. */
import type { SiteConfigState } from '@manzil/api-client';
import { telHref, whatsAppHref } from '@manzil/format';
import { accentButtonClass, buttonClass, liftClass } from '@manzil/ui';
import page from '../../shared/page.module.css';
import styles from './ContactPage.module.css';
import { visuallyHidden } from '@manzil/ui';

export function ClosingCta({ site }: { site: SiteConfigState }) {
  const config = site.status === 'ready' ? site.config : null;
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <div className={page.container}>
        <div className={styles.ctaInner}>
          <div>
            <h2 id="cta-title" className={styles.ctaTitle}>
              Ready to find your place in the UAE?
            </h2>
            <p className={styles.ctaText}>
              Real Prices. Real Photos. Real Properties. Start the conversation today.
            </p>
          </div>
          <div className={styles.ctaActions}>
            <a className={`${accentButtonClass} ${liftClass} ${styles.heroButton}`} href="#contact-form">
              Send a message
            </a>
            {config ? (
              <>
                <a
                  className={`${buttonClass} ${styles.ctaGhost}`}
                  href={whatsAppHref(config.agencyPhone)}
                  target="_blank"
                  rel="noreferrer"
                >
                  Chat on WhatsApp<span className={visuallyHidden}> (opens in a new tab)</span>
                </a>
                <a className={`${buttonClass} ${styles.ctaGhost}`} href={telHref(config.agencyPhone)}>
                  Call us
                </a>
              </>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
