/** The page's opening: the 'Explore VR World' heading and the way into the streaming site. */
import { HERO_SLIDES, heroSlide } from '@manzil/contract';
import { accentButtonClass, buttonClass, liftClass } from '@manzil/ui';
import type { CSSProperties } from 'react';
import { VR_STREAMING_URL } from '../vrLinks';
import { ExternalLink } from './ExternalLink';
import { ArrowUpRightIcon, HeadsetIcon } from './icons';
import styles from './VrHero.module.css';

/** A site asset served by the shell, so it is referenced at run time rather than bundled. */
const HERO_IMAGE = { '--vr-hero-image': `url('${heroSlide(HERO_SLIDES.listings, 1)}')` } as CSSProperties;

export function VrHero() {
  return (
    <section className={styles.hero} aria-labelledby="vr-hero-title">
      <div className={styles.backdrop} style={HERO_IMAGE} aria-hidden="true" />
      <div className={styles.inner}>
        <p className={styles.eyebrow}>
          <HeadsetIcon /> Manzil 3D Space
        </p>
        <h1 id="vr-hero-title" className={styles.title}>
          Explore VR World
        </h1>
        <p className={styles.lead}>
          Tour Dubai&rsquo;s finest homes in immersive 360° virtual reality. Walk every room, take in every
          view and shortlist with confidence before you ever book a viewing.
        </p>
        <div className={styles.actions}>
          <ExternalLink
            href={VR_STREAMING_URL}
            className={`${accentButtonClass} ${liftClass} ${styles.primary}`}
          >
            Start VR Streaming <ArrowUpRightIcon />
          </ExternalLink>
          <a href="#vr-projects" className={`${buttonClass} ${styles.secondary}`}>
            Browse VR projects
          </a>
        </div>
      </div>
    </section>
  );
}
