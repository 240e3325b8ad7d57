import { useState, type CSSProperties } from 'react';
import { controlClass, needsScriptClass, TIMINGS } from '@manzil/ui';
import { useMessages } from '@manzil/i18n';
import { DEVELOPERS } from './developers';
import { developerMessages } from './messages';
import styles from './DeveloperStrip.module.css';

/**
 * The developer logos scrolling in a loop (docs/glossary.md: 50 s). The list is rendered twice and the
 * track moves by exactly one copy, so the loop has no seam. Hover or the pause button stops it;
 * reduced motion shows the logos still.
 */
export function DeveloperStrip() {
  const t = useMessages(developerMessages);
  const [paused, setPaused] = useState(false);
  const loop = { '--loop-duration': `${TIMINGS.logoStripLoopS}s` } as CSSProperties;
  return (
    <section className={styles.strip} aria-labelledby="home-developers-heading">
      <div className={styles.header}>
        <h2 id="home-developers-heading" className={styles.heading}>
          {t('heading')}
        </h2>
        <button
          type="button"
          className={`${controlClass} ${styles.pause} ${needsScriptClass}`}
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? t('play') : t('pause')}
        </button>
      </div>
      <div className={styles.viewport}>
        <div className={styles.track} style={loop} data-paused={paused}>
          {[0, 1].map((copy) => (
            <ul
              key={copy}
              className={styles.set}
              aria-hidden={copy === 1 ? true : undefined}
              data-copy={copy}
            >
              {DEVELOPERS.map((developer) => (
                <li key={developer.name} className={styles.item}>
                  <img
                    className={styles.logo}
                    src={developer.logo}
                    alt={copy === 0 ? developer.name : ''}
                    width={240}
                    height={80}
                    loading="lazy"
                    decoding="async"
                  />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}
