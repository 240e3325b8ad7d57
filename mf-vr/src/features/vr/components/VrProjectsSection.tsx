/**
 * The grid of VR projects from the server with its states (loading, error, empty, list), paging
 * with the fade rule, and the detail modal with the access form.
 */
import { useCallback, useMemo, useState } from 'react';
import type { VrCard } from '@manzil/contract';
import { useMessages } from '@manzil/i18n';
import { useVrCards } from '../hooks/useVrCards';
import { vrMessages } from '../messages';
import {
  eyebrowClass,
  headingClass,
  mutedTextClass,
  Pager,
  sectionHeaderClass,
  tilesClass,
  usePrefersReducedMotion,
} from '@manzil/ui';
import { useVrPager } from '../hooks/useVrPager';
import { EMPTY_ACCESS_VALUES, type VrAccessDraft, type VrAccessValues } from './VrAccessForm';
import { VrCardModal } from './VrCardModal';
import { VrCardTile } from './VrCardTile';
import { VrEmpty, VrError, VrLoading } from './VrStatus';
import styles from './VrProjectsSection.module.css';

const NO_CARDS: VrCard[] = [];

interface Selection {
  card: VrCard;
  opener: HTMLElement;
}

export function VrProjectsSection() {
  const { state, retry } = useVrCards();
  const t = useMessages(vrMessages);
  const cards = state.status === 'list' ? state.cards : NO_CARDS;
  const reducedMotion = usePrefersReducedMotion();
  const pager = useVrPager(cards, { instant: reducedMotion });
  const [selection, setSelection] = useState<Selection | null>(null);
  const [accessValues, setAccessValues] = useState<VrAccessValues>(EMPTY_ACCESS_VALUES);

  const openCard = useCallback((card: VrCard, opener: HTMLElement) => setSelection({ card, opener }), []);
  const closeModal = useCallback(() => setSelection(null), []);
  const clearAccessForm = useCallback(() => setAccessValues(EMPTY_ACCESS_VALUES), []);
  const draft = useMemo<VrAccessDraft>(
    () => ({ values: accessValues, onChange: setAccessValues }),
    [accessValues],
  );

  return (
    <section id="vr-projects" className={styles.section} aria-labelledby="vr-projects-title">
      <header className={sectionHeaderClass}>
        <p className={`${eyebrowClass} ${styles.eyebrow}`}>{t('projectsEyebrow')}</p>
        <h2 id="vr-projects-title" className={`${headingClass} ${styles.title}`}>
          {t('projectsTitle')}
        </h2>
        <p className={`${mutedTextClass} ${styles.text}`}>{t('projectsText')}</p>
      </header>

      {state.status === 'loading' && <VrLoading />}
      {state.status === 'error' && <VrError message={state.message} onRetry={retry} />}
      {state.status === 'empty' && <VrEmpty />}
      {state.status === 'list' && (
        <>
          <ul
            className={`${tilesClass} ${styles.grid} ${pager.transitioning ? styles.fadingOut : styles.fadingIn}`}
            key={pager.page}
            aria-busy={pager.transitioning}
            aria-label={t('projectsPage', { page: pager.page, pageCount: pager.pageCount })}
          >
            {pager.items.map((card) => (
              <li key={card._id} className={styles.item}>
                <VrCardTile card={card} onOpen={openCard} />
              </li>
            ))}
          </ul>
          <Pager
            page={pager.page}
            pageCount={pager.pageCount}
            onChange={pager.goToPage}
            label={t('projectsPages')}
          />
        </>
      )}

      {selection && (
        <VrCardModal {...selection} onClose={closeModal} draft={draft} onAccessSubmitted={clearAccessForm} />
      )}
    </section>
  );
}
