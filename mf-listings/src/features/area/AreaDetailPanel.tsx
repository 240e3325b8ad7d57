/** The area detail panel (docs/glossary.md): gallery, key features, neighbourhood, floor plans, brochure. */
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pagePath, type AreaData } from '@manzil/contract';
import { accentButtonClass, columnsClass, headingClass, spreadClass, TIMINGS } from '@manzil/ui';
import { useSiteConfig } from '@manzil/api-client';
import common from '../../shared/ui/common.module.css';
import { BrochureModal } from './BrochureModal';
import { BrochureRequestForm } from './BrochureRequestForm';
import { EmbedCarousel } from './EmbedCarousel';
import { useBrochureRequest } from './useBrochureRequest';
import { useInView } from './useInView';
import styles from './AreaDetailPanel.module.css';

export interface AreaDetailPanelProps {
  area: AreaData;
  areaKey: string;
}

function TextList({ items, emptyText }: { items: string[]; emptyText: string }) {
  const shown = items.filter((item) => item.trim());
  if (shown.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={`${columnsClass} ${styles.list}`}>
      {shown.map((item, i) => (
        <li key={`${i}-${item}`}>{item}</li>
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
    title: 'Property Gallery',
    links: (area: AreaData) => area.images,
    intervalMs: TIMINGS.galleryRotateMs,
    emptyText: 'No gallery images available',
  },
  {
    id: 'floorplans-heading',
    title: 'Floor Plans',
    links: (area: AreaData) => area.floorplan,
    intervalMs: TIMINGS.floorPlanRotateMs,
    emptyText: 'No floor plans available',
  },
];

export function AreaDetailPanel({ area, areaKey }: AreaDetailPanelProps) {
  const siteConfig = useSiteConfig();
  const pdf = area.pdf?.trim() ?? '';
  const brochure = useBrochureRequest({ areaKey, areaName: area.name, pdf }, siteConfig);
  const panelRef = useRef<HTMLDivElement>(null);
  // The bubble floats while the panel is on screen, so it never covers the hero's dots.
  const panelInView = useInView(panelRef);

  return (
    <div ref={panelRef} className={styles.panel}>
      <header className={`${spreadClass} ${styles.header}`}>
        <div>
          <h3 className={`${headingClass} ${styles.name}`}>{area.name}</h3>
          <p className={styles.description}>{area.discription?.trim() || 'No description available'}</p>
        </div>
        {pdf && (
          <button
            type="button"
            className={`${common.accentButton} ${styles.brochureButton}`}
            onClick={brochure.show}
          >
            Download Brochure
          </button>
        )}
      </header>

      <div className={styles.columns}>
        {CAROUSELS.map(({ id, title, links, intervalMs, emptyText }) => (
          <Block key={id} id={id} title={title}>
            <EmbedCarousel
              label={title}
              links={links(area) ?? []}
              intervalMs={intervalMs}
              emptyText={emptyText}
            />
          </Block>
        ))}
        <Block id="features-heading" title="Key Features">
          <TextList items={area.feature ?? []} emptyText="No feature information available" />
        </Block>
        <Block id="neighbourhood-heading" title="Neighborhood Highlights">
          <TextList items={area.neighbourhood ?? []} emptyText="No neighborhood information available" />
        </Block>
      </div>

      {/* What a browser that runs no script shows instead of the button: the app never renders it. */}
      {pdf && (
        <noscript>
          <BrochureRequestForm areaName={area.name} />
        </noscript>
      )}

      <Link
        to={pagePath('contact')}
        className={`${accentButtonClass} ${styles.contactBubble}`}
        data-visible={panelInView}
        tabIndex={panelInView ? undefined : -1}
      >
        Contact for More
      </Link>

      {brochure.open && (
        <BrochureModal
          key={brochure.formKey}
          areaName={area.name}
          pending={brochure.pending}
          error={brochure.error}
          onSubmit={brochure.submit}
          onCancel={brochure.close}
        />
      )}
    </div>
  );
}
