/** One VR project in the grid: a button that opens its detail modal. */
import { useState } from 'react';
import type { VrCard } from '@manzil/contract';
import { useContent, useMessages, type Translate } from '@manzil/i18n';
import { vrMessages } from '../messages';
import { VrPlaceholder } from './VrPlaceholder';
import styles from './VrCardTile.module.css';
import { fillClass, riseClass, stackClass } from '@manzil/ui';

interface VrCardTileProps {
  card: VrCard;
  onOpen: (card: VrCard, trigger: HTMLButtonElement) => void;
}

/** Said as it is: a project with no tour published yet has none to open. */
export const tourCountLabel = (count: number, t: Translate<typeof vrMessages>): string =>
  t('tourCount', { count });

export function VrCardTile({ card, onOpen }: VrCardTileProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const t = useMessages(vrMessages);
  const name = useContent()(card, 'name');
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
        <span className={styles.name}>
          <span lang={name.lang} dir="auto">
            {name.text}
          </span>
        </span>
        <span className={styles.meta}>{tourCountLabel(card.links360.length, t)}</span>
        <span className={styles.cta} aria-hidden="true">
          {t('viewExperience')}
        </span>
      </span>
    </button>
  );
}
