import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styles from './HeroSection.module.css';

/** Responsive variants of the hero photo (generated under public/images/hero/). */
const HERO = {
  fallback: '/images/hero/home.jpg',
  webp: '/images/hero/home-768.webp 768w, /images/hero/home-1280.webp 1280w, /images/hero/home.webp 1920w',
  jpeg: '/images/hero/home-768.jpg 768w, /images/hero/home-1280.jpg 1280w, /images/hero/home.jpg 1920w',
  /** On narrow portrait screens the 16:9 photo is cropped to the hero's height, so it renders wider than the viewport. */
  sizes: '(max-width: 767px) 160vw, 100vw',
  width: 1920,
  height: 1080,
} as const;

interface HeroSectionProps {
  /** id of the search section the main call to action jumps to. */
  searchAnchor: string;
}

/** Full-width hero: the spec's heading and tagline over a slowly zooming photo (SPEC section 2). */
export function HeroSection({ searchAnchor }: HeroSectionProps) {
  // Scroll in place instead of adding '#…' to the URL, which holds the search state.
  const jumpToSearch = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(searchAnchor);
    if (!target) return;
    event.preventDefault();
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  };
  return (
    <section className={styles.hero} aria-labelledby="home-hero-heading">
      <picture className={styles.media}>
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
        <p className={styles.eyebrow}>Homes across the UAE</p>
        <h1 id="home-hero-heading" className={styles.heading}>
          Real homes live here
        </h1>
        <p className={styles.tagline}>Real Prices. Real Photos. Real Properties.</p>
        <div className={styles.actions}>
          <a className={styles.primary} href={`#${searchAnchor}`} onClick={jumpToSearch}>
            Search properties
          </a>
          <Link className={styles.secondary} to="/contact">
            Talk to an agent
          </Link>
        </div>
      </div>
    </section>
  );
}
