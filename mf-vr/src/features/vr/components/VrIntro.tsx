/** Why 3D and VR: the agency's claims (docs/glossary.md: 9000+ tours, 18+ years, 4K). */
import { VR_CLAIMS } from '../vrLinks';
import copy from './sectionCopy.module.css';
import styles from './VrIntro.module.css';
import { columnsClass, eyebrowClass, headingClass, mutedTextClass } from '@manzil/ui';

export function VrIntro() {
  return (
    <section className={styles.intro} aria-labelledby="vr-intro-title">
      <div>
        <p className={`${eyebrowClass} ${copy.eyebrow}`}>Immersive property marketing</p>
        <h2 id="vr-intro-title" className={`${headingClass} ${copy.title} ${styles.title}`}>
          Every home, one click away
        </h2>
        <p className={`${copy.text} ${styles.text}`}>
          From Downtown Dubai penthouses to family villas in Arabian Ranches, our 3D team captures each
          property in crisp detail so you can explore it at your own pace, from anywhere in the world.
        </p>
      </div>
      <ul className={`${columnsClass} ${styles.claims}`}>
        {VR_CLAIMS.map((claim) => (
          <li key={claim.value} className={styles.claim}>
            <span className={styles.value}>{claim.value}</span>{' '}
            <span className={styles.label}>{claim.label}</span>
            <span className={`${mutedTextClass} ${styles.detail}`}>{claim.detail}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
