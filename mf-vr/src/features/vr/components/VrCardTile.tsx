/** One VR project in the grid: a button that opens its detail modal. */
import { useState } from 'react';
import type { VrCard } from '@manzil/contract';
import { VrPlaceholder } from './VrPlaceholder';
import styles from './VrCardTile.module.css';
import { fillClass, riseClass, stackClass } from '@manzil/ui';

interface VrCardTileProps {
  card: VrCard;
  onOpen: (card: VrCard, trigger: HTMLButtonElement) => void;
}

export function tourCountLabel(count: number): string {
  // Said as it is: a project with no tour published yet has none to open.
  if (count === 0) return 'No VR tours yet';
  return count === 1 ? '1 VR tour' : `${count} VR tours`;
}

export function VrCardTile({ card, onOpen }: VrCardTileProps) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <button
      type="button"
      className={`${styles.card} ${riseClass}`}
      aria-haspopup="dialog"
      onClick={(event) => onOpen(card, event.currentTarget)}
    >
      <span className={styles.media}>
        {card.image && !imageFailed ? (
          <img
            className={`${fillClass} ${styles.image}`}
            src={card.image}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <VrPlaceholder size={40} />
        )}
      </span>
      <span className={`${stackClass} ${styles.body}`}>
        <span className={styles.name}>{card.name}</span>
        <span className={styles.meta}>{tourCountLabel(card.links360.length)}</span>
        <span className={styles.cta} aria-hidden="true">
          View experience →
        </span>
      </span>
    </button>
  );
}
