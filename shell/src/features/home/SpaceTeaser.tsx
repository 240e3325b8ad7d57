import { Link } from 'react-router-dom';
import { useMessages, usePagePath } from '@manzil/i18n';
import { teaserMessages } from './messages';
import styles from './SpaceTeaser.module.css';
import { accentButtonClass, fillClass, stackClass } from '@manzil/ui';

/** The 3D space teaser card going to /3dspace (docs/glossary.md). The whole card is clickable. */
export function SpaceTeaser() {
  const t = useMessages(teaserMessages);
  const path = usePagePath();
  return (
    <section className={styles.section} aria-labelledby="home-teaser-heading">
      <article className={styles.card}>
        <div className={styles.media}>
          <img
            className={`${fillClass} ${styles.image}`}
            src="/images/teaser-3d.jpg"
            alt={t('imageAlt')}
            width={1200}
            height={800}
            loading="lazy"
            decoding="async"
          />
          <span className={styles.badge} aria-hidden="true">
            360° · 3D · 4K
          </span>
        </div>
        <div className={`${stackClass} ${styles.body}`}>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h2 id="home-teaser-heading" className={styles.heading}>
            {t('heading')}
          </h2>
          <p className={styles.text}>{t('text')}</p>
          <Link to={path('vr')} className={`${accentButtonClass} ${styles.cta}`}>
            {t('cta')}
            <svg
              className={styles.arrow}
              width="20"
              height="20"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="M5 12h14M13 6l6 6-6 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </Link>
        </div>
      </article>
    </section>
  );
}
