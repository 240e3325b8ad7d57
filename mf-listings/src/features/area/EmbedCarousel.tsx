/**
 * Gallery and floor plans: embedded frames, one at a time, rotating on their own (4 s / 5 s) with
 * previous / next controls. Rotation pauses while the visitor points at or focuses the carousel,
 * and stays off when reduced motion is requested. A frame is asked for only when the carousel comes
 * near the screen (they sit below the first screen), and rotation waits while it is out of sight:
 * a phone does not fetch pictures nobody sees, nor share its connection with them while the page starts.
 */
import { useEffect, useRef, useState } from 'react';
import { NOT_AVAILABLE_IMAGE } from '@manzil/contract';
import { useMessages } from '@manzil/i18n';
import { usePrefersReducedMotion } from '@manzil/ui';
import { toEmbedUrl } from '../../shared/format/driveLinks';
import { useFrameAvailability } from './useFrameAvailability';
import { useInView } from './useInView';
import styles from './AreaDetailPanel.module.css';
import { areaMessages } from './messages';

/** Shown in place of a frame that cannot be reached, sized as the frame. */
const NOT_AVAILABLE = { src: NOT_AVAILABLE_IMAGE, width: 800, height: 500 } as const;

/** How near the screen a carousel is "near": half a screen above or below. */
const NEAR_SCREEN = '50% 0px';

/**
 * A picture framed from our own site arrives as the browser's image document: shown at its natural
 * size (cropped in the frame) and with no alt text. Fit it to the frame and label it. Frames from
 * other origins cannot be reached and are left as they are.
 */
export function fitFramedImage(frame: HTMLIFrameElement, alt: string): void {
  let doc: Document | null = null;
  try {
    doc = frame.contentDocument;
  } catch {
    return;
  }
  const img = doc?.body?.firstElementChild;
  if (!doc || !img || img.tagName !== 'IMG' || doc.body.childElementCount !== 1) return;
  img.setAttribute('alt', alt);
  doc.body.setAttribute('style', 'margin:0;height:100vh;display:flex;align-items:center;background:#f4f6f9');
  img.setAttribute('style', 'display:block;width:100%;height:100%;object-fit:contain');
}

export interface EmbedCarouselProps {
  /** e.g. 'Property Gallery' */
  label: string;
  links: string[];
  intervalMs: number;
  emptyText: string;
  /** The step buttons' names ('Previous property gallery item'). */
  stepNames: { previous: string; next: string };
}

export function EmbedCarousel({ label, links, intervalMs, emptyText, stepNames }: EmbedCarouselProps) {
  const t = useMessages(areaMessages);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = links.length;
  const current = count > 0 ? index % count : 0;
  const src = count > 0 ? toEmbedUrl(links[current] ?? '') : undefined;
  const boxRef = useRef<HTMLDivElement>(null);
  const near = useInView(boxRef, NEAR_SCREEN);
  // Once asked for, a frame stays when the visitor scrolls away and back.
  const [reached, setReached] = useState(near);
  if (near && !reached) setReached(true);
  const availability = useFrameAvailability(src, reached);

  useEffect(() => {
    if (count < 2 || paused || reducedMotion || !near) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [current, count, paused, reducedMotion, near, intervalMs]);

  if (count === 0) return <p className={styles.empty}>{emptyText}</p>;

  const title = t('carouselItem', { label, index: current + 1, count });
  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div ref={boxRef} className={styles.frameBox}>
        {availability === 'broken' ? (
          <img {...NOT_AVAILABLE} alt={t('notAvailable')} className={styles.frame} />
        ) : availability === 'available' ? (
          <iframe
            key={src}
            src={src}
            title={title}
            className={styles.frame}
            loading="lazy"
            allowFullScreen
            onLoad={(event) => fitFramedImage(event.currentTarget, title)}
          />
        ) : (
          <div className={styles.frameLoading} aria-hidden="true" />
        )}
      </div>
      {/* Right to left the buttons trade sides, and their ‹ › (mirrored characters) point outwards. */}
      {count > 1 && (
        <div className={styles.carouselControls}>
          <button
            type="button"
            className={styles.carouselButton}
            aria-label={stepNames.previous}
            onClick={() => setIndex((current - 1 + count) % count)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className={styles.carouselCount} aria-live="polite">
            {t('carouselCount', { index: current + 1, count })}
          </span>
          <button
            type="button"
            className={styles.carouselButton}
            aria-label={stepNames.next}
            onClick={() => setIndex((current + 1) % count)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
