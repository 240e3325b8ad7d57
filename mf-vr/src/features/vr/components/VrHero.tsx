/** The page's opening: the 'Explore VR World' heading and the way into the streaming site. */
import { HERO_SLIDES, heroSlide, PHOTO_SIZES } from '@manzil/contract';
import { accentButtonClass, buttonClass, coverClass, FallbackImage, liftClass } from '@manzil/ui';
import { useMessages } from '@manzil/i18n';
import { vrMessages } from '../messages';
import { VR_STREAMING_URL } from '../vrLinks';
import { ExternalLink } from './ExternalLink';
import { ArrowUpRightIcon, HeadsetIcon } from './icons';
import styles from './VrHero.module.css';

/** A site photo served by the shell, so it is referenced at run time rather than bundled. An <img>
 * (not a CSS background): the browser finds it in the HTML and picks the width the screen needs. */
const HERO_IMAGE = heroSlide(HERO_SLIDES.listings, 1);

export function VrHero() {
  const t = useMessages(vrMessages);
  return (
    <section className={styles.hero} aria-labelledby="vr-hero-title">
      <div className={styles.backdrop} aria-hidden="true">
        <FallbackImage
          src={HERO_IMAGE}
          alt=""
          width={1920}
          height={1080}
          sizes={PHOTO_SIZES.fullWidth}
          fetchPriority="high"
          decoding="async"
          className={coverClass}
        />
      </div>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>
          <HeadsetIcon /> {t('heroEyebrow')}
        </p>
        <h1 id="vr-hero-title" className={styles.title}>
          {t('heroTitle')}
        </h1>
        <p className={styles.lead}>{t('heroLead')}</p>
        <div className={styles.actions}>
          <ExternalLink
            href={VR_STREAMING_URL}
            className={`${accentButtonClass} ${liftClass} ${styles.primary}`}
          >
            {t('startStreaming')} <ArrowUpRightIcon />
          </ExternalLink>
          <a href="#vr-projects" className={`${buttonClass} ${styles.secondary}`}>
            {t('browseProjects')}
          </a>
        </div>
      </div>
    </section>
  );
}
