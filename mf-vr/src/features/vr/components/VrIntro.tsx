/** Why 3D and VR: the agency's claims (docs/glossary.md: 9000+ tours, 18+ years, 4K). */
import { useMessages } from '@manzil/i18n';
import { vrMessages } from '../messages';
import { VR_CLAIMS } from '../vrLinks';
import copy from './sectionCopy.module.css';
import styles from './VrIntro.module.css';
import { columnsClass, eyebrowClass, headingClass, mutedTextClass } from '@manzil/ui';

export function VrIntro() {
  const t = useMessages(vrMessages);
  return (
    <section className={styles.intro} aria-labelledby="vr-intro-title">
      <div>
        <p className={`${eyebrowClass} ${copy.eyebrow}`}>{t('introEyebrow')}</p>
        <h2 id="vr-intro-title" className={`${headingClass} ${copy.title} ${styles.title}`}>
          {t('introTitle')}
        </h2>
        <p className={`${copy.text} ${styles.text}`}>{t('introText')}</p>
      </div>
      <ul className={`${columnsClass} ${styles.claims}`}>
        {VR_CLAIMS.map((claim) => (
          <li key={claim.value} className={styles.claim}>
            {/* '9000+' keeps its sign after the number on a right-to-left page. */}
            <span className={styles.value} dir="ltr">
              {claim.value}
            </span>{' '}
            <span className={styles.label}>{t(claim.label)}</span>
            <span className={`${mutedTextClass} ${styles.detail}`}>{t(claim.detail)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
