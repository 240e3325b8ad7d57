/** The area detail panel (docs/glossary.md): gallery, key features, neighbourhood, floor plans, brochure. */
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { listIn, type AreaData, type ShownList } from '@manzil/contract';
import { useContent, useMessages, usePagePath } from '@manzil/i18n';
import { accentButtonClass, columnsClass, headingClass, spreadClass, TIMINGS } from '@manzil/ui';
import { useSiteConfig } from '@manzil/api-client';
import common from '../../shared/ui/common.module.css';
import { BrochureModal } from './BrochureModal';
import { BrochureRequestForm } from './BrochureRequestForm';
import { EmbedCarousel } from './EmbedCarousel';
import { useBrochureRequest } from './useBrochureRequest';
import { useInView } from './useInView';
import styles from './AreaDetailPanel.module.css';
import { areaMessages } from './messages';
import { Words } from '../../shared/ui/Words';

export interface AreaDetailPanelProps {
  area: AreaData;
  areaKey: string;
}

/** A list in the page's language, or the English one marked `lang="en"` (listIn). */
function TextList({ shown: { items, lang }, emptyText }: { shown: ShownList; emptyText: string }) {
  if (items.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={`${columnsClass} ${styles.list}`} lang={lang}>
      {items.map((item, i) => (
        <li key={`${i}-${item}`} dir="auto">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** One of the panel's four titled blocks. */
function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h4 id={id} className={styles.blockTitle}>
        {title}
      </h4>
      {children}
    </section>
  );
}

/** The panel's two carousel blocks, each a titled carousel of the area's Drive links. */
const CAROUSELS = [
  {
    id: 'gallery-heading',
    title: 'gallery',
    links: (area: AreaData) => area.images,
    intervalMs: TIMINGS.galleryRotateMs,
    emptyText: 'noGallery',
    previous: 'previousGallery',
    next: 'nextGallery',
  },
  {
    id: 'floorplans-heading',
    title: 'floorPlans',
    links: (area: AreaData) => area.floorplan,
    intervalMs: TIMINGS.floorPlanRotateMs,
    emptyText: 'noFloorPlans',
    previous: 'previousFloorPlan',
    next: 'nextFloorPlan',
  },
] as const;

export function AreaDetailPanel({ area, areaKey }: AreaDetailPanelProps) {
  const siteConfig = useSiteConfig();
  const t = useMessages(areaMessages);
  const path = usePagePath();
  const content = useContent();
  const name = content(area, 'name');
  const description = content(area, 'discription');
  const pdf = area.pdf?.trim() ?? '';
  // The chat to the agency names the area as the agency knows it (English).
  const brochure = useBrochureRequest({ areaKey, areaName: area.name, pdf }, siteConfig);
  const panelRef = useRef<HTMLDivElement>(null);
  // The bubble floats while the panel is on screen, so it never covers the hero's dots.
  const panelInView = useInView(panelRef);

  return (
    <div ref={panelRef} className={styles.panel}>
      <header className={`${spreadClass} ${styles.header}`}>
        <div>
          <h3 className={`${headingClass} ${styles.name}`} lang={name.lang}>
            <Words shown={name} />
          </h3>
          {area.discription?.trim() ? (
            <p className={styles.description} lang={description.lang}>
              <Words shown={description} />
            </p>
          ) : (
            <p className={styles.description}>{t('noDescription')}</p>
          )}
        </div>
        {pdf && (
          <button
            type="button"
            className={`${common.accentButton} ${styles.brochureButton}`}
            onClick={brochure.show}
          >
            {t('downloadBrochure')}
          </button>
        )}
      </header>

      <div className={styles.columns}>
        {CAROUSELS.map(({ id, title, links, intervalMs, emptyText, previous, next }) => (
          <Block key={id} id={id} title={t(title)}>
            <EmbedCarousel
              label={t(title)}
              links={links(area) ?? []}
              intervalMs={intervalMs}
              emptyText={t(emptyText)}
              stepNames={{ previous: t(previous), next: t(next) }}
            />
          </Block>
        ))}
        <Block id="features-heading" title={t('features')}>
          <TextList shown={listIn(area, 'feature', t.locale)} emptyText={t('noFeatures')} />
        </Block>
        <Block id="neighbourhood-heading" title={t('neighbourhood')}>
          <TextList shown={listIn(area, 'neighbourhood', t.locale)} emptyText={t('noNeighbourhood')} />
        </Block>
      </div>

      {/* What a browser that runs no script shows instead of the button: the app never renders it. */}
      {pdf && (
        <noscript>
          <BrochureRequestForm areaName={name.text} />
        </noscript>
      )}

      <Link
        to={path('contact')}
        className={`${accentButtonClass} ${styles.contactBubble}`}
        data-visible={panelInView}
        tabIndex={panelInView ? undefined : -1}
      >
        {t('contactForMore')}
      </Link>

      {brochure.open && (
        <BrochureModal
          key={brochure.formKey}
          areaName={name.text}
          pending={brochure.pending}
          error={brochure.error && t('sendError')}
          onSubmit={brochure.submit}
          onCancel={brochure.close}
        />
      )}
    </div>
  );
}
