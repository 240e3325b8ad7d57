/** The three showcase sections (360 VR tours, 3D property scan, 3D design), each leading to its external site. */
import type { CSSProperties, ReactNode } from 'react';
import { useMessages } from '@manzil/i18n';
import { vrMessages } from '../messages';
import { SHOWCASES, type Showcase } from '../vrLinks';
import { ExternalLink } from './ExternalLink';
import { ArrowUpRightIcon, CheckIcon, CubeIcon, DesignIcon, RotateIcon } from './icons';
import { eyebrowClass, headingClass, liftClass, primaryButtonClass } from '@manzil/ui';
import copy from './sectionCopy.module.css';
import styles from './VrShowcases.module.css';

const ICONS: Record<Showcase['id'], ReactNode> = {
  tours: <RotateIcon width={28} height={28} />,
  scan: <CubeIcon width={28} height={28} />,
  design: <DesignIcon width={28} height={28} />,
};

export function VrShowcases() {
  const t = useMessages(vrMessages);
  return (
    <div className={styles.showcases}>
      {SHOWCASES.map((showcase, index) => (
        <section
          key={showcase.id}
          className={`${styles.showcase} ${index % 2 === 1 ? styles.reversed : ''}`}
          aria-labelledby={`vr-showcase-${showcase.id}`}
        >
          <div
            className={styles.visual}
            style={{ '--showcase-image': `url('${showcase.image}')` } as CSSProperties}
            aria-hidden="true"
          >
            <span className={styles.badge}>{ICONS[showcase.id]}</span>
          </div>
          <div>
            <p className={`${eyebrowClass} ${copy.eyebrow}`}>{t(showcase.eyebrow)}</p>
            <h2 id={`vr-showcase-${showcase.id}`} className={`${headingClass} ${copy.title} ${styles.title}`}>
              {t(showcase.title)}
            </h2>
            <p className={`${copy.text} ${styles.text}`}>{t(showcase.text)}</p>
            <ul className={styles.points}>
              {showcase.points.map((point) => (
                <li key={point}>
                  <CheckIcon className={styles.check} /> {t(point)}
                </li>
              ))}
            </ul>
            <ExternalLink
              href={showcase.href}
              className={`${primaryButtonClass} ${liftClass} ${styles.link}`}
            >
              {t(showcase.cta)} <ArrowUpRightIcon />
            </ExternalLink>
          </div>
        </section>
      ))}
    </div>
  );
}
