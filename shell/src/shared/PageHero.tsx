import type { ReactNode } from 'react';
import { PHOTO_SIZES, photoSrcSet } from '@manzil/contract';
import { coverClass, displayClass, eyebrowClass, heroClass } from '@manzil/ui';
import page from './page.module.css';

interface PageHeroProps {
  /** The h1's id, which names the section. */
  titleId: string;
  /** One of PAGE_HERO_IMAGES: its responsive sizes come from photoSrcSet. */
  image: string;
  eyebrow: string;
  title: ReactNode;
  text: ReactNode;
  /** The page's own tuning of the hero, and of its photo. */
  className?: string;
  imageClassName?: string;
  fetchPriority?: 'high';
  /** Below the text: a call to action. */
  children?: ReactNode;
}

/** The photo hero that opens the about and contact pages (page.module.css's .hero and .heroInner). */
export function PageHero({
  titleId,
  image,
  eyebrow,
  title,
  text,
  className,
  imageClassName,
  fetchPriority,
  children,
}: PageHeroProps) {
  return (
    <section
      className={[heroClass, page.hero, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <img
        className={imageClassName ? `${coverClass} ${imageClassName}` : coverClass}
        src={image}
        srcSet={photoSrcSet(image)}
        sizes={PHOTO_SIZES.fullWidth}
        alt=""
        width={1920}
        height={800}
        fetchPriority={fetchPriority}
      />
      <div className={page.heroInner}>
        <p className={`${eyebrowClass} ${page.heroEyebrow}`}>{eyebrow}</p>
        <h1 id={titleId} className={`${displayClass} ${page.heroTitle}`}>
          {title}
        </h1>
        <p className={page.heroText}>{text}</p>
        {children}
      </div>
    </section>
  );
}
