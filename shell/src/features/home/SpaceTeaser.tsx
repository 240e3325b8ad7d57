import { Link } from 'react-router-dom';
import { pagePath } from '@manzil/contract';
import styles from './SpaceTeaser.module.css';
import { accentButtonClass, fillClass, stackClass } from '@manzil/ui';

/** The 3D space teaser card going to /3dspace (docs/glossary.md). The whole card is clickable. */
export function SpaceTeaser() {
  return (
    <section className={styles.section} aria-labelledby="home-teaser-heading">
      <article className={styles.card}>
        <div className={styles.media}>
          <img
            className={`${fillClass} ${styles.image}`}
            src="/images/teaser-3d.jpg"
            alt="A living room rendered as an interactive 3D model"
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
          <p className={styles.eyebrow}>3D Space</p>
          <h2 id="home-teaser-heading" className={styles.heading}>
            Walk through a home before you visit
          </h2>
          <p className={styles.text}>
            360° VR tours, 3D property scans and 3D design: open the door, look around every room and judge
            the light and the layout from wherever you are.
          </p>
          <Link to={pagePath('vr')} className={`${accentButtonClass} ${styles.cta}`}>
            Explore 3D Space
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
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
