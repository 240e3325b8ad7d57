/**
 * Full-height hero of 8 local images (docs/glossary.md): advances every 5000 ms with a 1 s fade,
 * dot buttons choose an image. With reduced motion requested it does not advance on its own.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useMessages } from '@manzil/i18n';
import { heroSlide, PHOTO_SIZES, PLACEHOLDER_IMAGE } from '@manzil/contract';
import { coverClass, FallbackImage, heroClass, TIMINGS, usePrefersReducedMotion } from '@manzil/ui';
import styles from './HeroSlideshow.module.css';
import { sharedMessages } from './messages';

export const SLIDE_COUNT = 8;

/** The next photo is asked for this long before its turn: enough for a slow phone to fetch it, and
 * late enough that it does not share the connection with the page's code while the page starts. */
export const NEXT_PHOTO_LEAD_MS = 2000;

/** '/images/slides' → ['/images/slides/slide-1.jpg', … 'slide-8.jpg']. */
export const slideSources = (folder: string): string[] =>
  Array.from({ length: SLIDE_COUNT }, (_, i) => heroSlide(folder, i + 1));

export interface HeroSlideshowProps {
  images: string[];
  /** Describes the pictures for screen readers, e.g. 'Dubai'. */
  subject: string;
  children: ReactNode;
}

export function HeroSlideshow({ images, subject, children }: HeroSlideshowProps) {
  const [active, setActive] = useState(0);
  // The slides are stacked on screen, so loading="lazy" would not hold any back: only the slides
  // shown so far and the next one get an <img>, so a phone downloads one photo up front, not eight.
  // The server's page has the first alone; the next joins NEXT_PHOTO_LEAD_MS before its turn.
  const [mounted, setMounted] = useState<ReadonlySet<number>>(() => new Set([0]));
  const reducedMotion = usePrefersReducedMotion();
  const t = useMessages(sharedMessages);

  useEffect(() => {
    const next = (active + 1) % images.length;
    const add = (...slides: number[]) =>
      setMounted((seen) => (slides.every((i) => seen.has(i)) ? seen : new Set([...seen, ...slides])));
    // The photo on screen stays, so it can fade out when the next one comes.
    add(active);
    const timer = window.setTimeout(() => add(next), TIMINGS.heroSlideMs - NEXT_PHOTO_LEAD_MS);
    return () => window.clearTimeout(timer);
  }, [active, images.length]);

  useEffect(() => {
    if (reducedMotion || images.length < 2) return;
    // Restarting the timer on every change gives a chosen dot a full interval too.
    const timer = window.setTimeout(() => setActive((i) => (i + 1) % images.length), TIMINGS.heroSlideMs);
    return () => window.clearTimeout(timer);
  }, [active, images.length, reducedMotion]);

  return (
    <section
      className={`${heroClass} ${styles.hero}`}
      aria-roledescription="slideshow"
      aria-label={t('heroPhotos', { subject })}
    >
      {images.map((src, i) =>
        mounted.has(i) || i === active ? (
          <FallbackImage
            key={src}
            src={src}
            fallback={PLACEHOLDER_IMAGE}
            alt={t('heroPhoto', { subject, index: i + 1, count: images.length })}
            width={1920}
            height={1080}
            sizes={PHOTO_SIZES.fullWidth}
            className={`${coverClass} ${styles.slide}`}
            style={{ transitionDuration: `${TIMINGS.heroFadeMs}ms` }}
            data-active={i === active ? 'true' : 'false'}
            aria-hidden={i === active ? undefined : true}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
            decoding="async"
          />
        ) : null,
      )}
      <div className={styles.shade} />
      <div className={styles.content}>{children}</div>
      <div className={styles.dots} role="group" aria-label={t('choosePhoto')}>
        {images.map((src, i) => (
          <button
            key={src}
            type="button"
            className={styles.dot}
            aria-label={t('showPhoto', { index: i + 1 })}
            aria-pressed={i === active}
            onClick={() => setActive(i)}
          />
        ))}
      </div>
    </section>
  );
}
