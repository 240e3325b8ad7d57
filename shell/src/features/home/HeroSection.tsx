import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { HOME_HERO_IMAGE } from '@manzil/contract';
import { useMessages, usePagePath } from '@manzil/i18n';
import {
  accentButtonClass,
  buttonClass,
  controlRowClass,
  eyebrowClass,
  prefersReducedMotion,
} from '@manzil/ui';
import { heroMessages } from './messages';
import { HeroSearch } from './HeroSearch';
import styles from './HeroSection.module.css';

const HERO = HOME_HERO_IMAGE;

interface HeroSectionProps {
  /** id of the search section the main call to action jumps to. */
  searchAnchor: string;
}

/** Full-width hero: the spec's heading and tagline over a slowly zooming photo (docs/glossary.md). */
export function HeroSection({ searchAnchor }: HeroSectionProps) {
  const t = useMessages(heroMessages);
  const path = usePagePath();
  // Scroll in place instead of adding '#…' to the URL, which holds the search state.
  const jumpToSearch = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(searchAnchor);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  };
  return (
    <section className={styles.hero} aria-labelledby="home-hero-heading">
      <picture className={styles.media}>
        <source type="image/avif" srcSet={HERO.avif} sizes={HERO.sizes} />
        <source type="image/webp" srcSet={HERO.webp} sizes={HERO.sizes} />
        <source type="image/jpeg" srcSet={HERO.jpeg} sizes={HERO.sizes} />
        <img
          className={styles.image}
          src={HERO.fallback}
          alt=""
          width={HERO.width}
          height={HERO.height}
          fetchPriority="high"
          decoding="async"
        />
      </picture>
      <div className={styles.shade} aria-hidden="true" />
      <div className={styles.content}>
        <p className={`${eyebrowClass} ${styles.eyebrow}`}>{t('eyebrow')}</p>
        <h1 id="home-hero-heading" className={styles.heading}>
          {t('heading')}
        </h1>
        <p className={styles.tagline}>{t('tagline')}</p>
        <HeroSearch />
        <div className={`${controlRowClass} ${styles.actions}`}>
          <a className={accentButtonClass} href={`#${searchAnchor}`} onClick={jumpToSearch}>
            {t('search')}
          </a>
          <Link className={`${buttonClass} ${styles.secondary}`} to={path('contact')}>
            {t('agent')}
          </Link>
        </div>
      </div>
    </section>
  );
}
