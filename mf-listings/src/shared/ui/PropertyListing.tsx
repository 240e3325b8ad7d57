/**
 * 'Top Properties in {AREA}': property cards, 6 per page, with previous / next arrows and
 * 'Page X of Y' (docs/glossary.md). Used by the area page and the Sobha page.
 */
import { useRef, useState } from 'react';
import { useDisplayPrefs } from '@manzil/api-client';
import { useMessages } from '@manzil/i18n';
import { sharedMessages } from './messages';
import { PAGE_SIZES, type Property } from '@manzil/contract';
import type { RemoteData } from '../api/remoteData';
import { headingClass, ListingCard, Pager, tilesClass, usePrefersReducedMotion } from '@manzil/ui';
import { HomeActions } from '@manzil/saved-homes';
import common from './common.module.css';
import { ViewHomeLink } from './ViewHomeLink';
import styles from './PropertyListing.module.css';

export interface PropertyListingProps {
  heading: string;
  properties: RemoteData<Property[]>;
}

export const pageCount = (items: number, pageSize: number): number =>
  Math.max(1, Math.ceil(items / pageSize));

const NO_PROPERTIES: Property[] = [];

export function PropertyListing({ heading, properties }: PropertyListingProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const t = useMessages(sharedMessages);
  const { area: areaUnit } = useDisplayPrefs();
  const list = properties.status === 'success' ? properties.data : NO_PROPERTIES;
  // The page chosen belongs to the list it was chosen in: a new list (another area) starts on page 1.
  // Compared by the list itself (the query keeps its reference while the data is the same), not by
  // `properties`: that wrapper is new on every render, and a re-render (the app attaching, a refetch)
  // must not take the visitor back to page 1.
  const [chosen, setChosen] = useState({ list, page: 1 });
  const page = chosen.list === list ? chosen.page : 1;
  const pages = pageCount(list.length, PAGE_SIZES.properties);
  const current = Math.min(Math.max(page, 1), pages);
  const shown = list.slice((current - 1) * PAGE_SIZES.properties, current * PAGE_SIZES.properties);

  const goTo = (next: number) => {
    setChosen({ list, page: Math.min(Math.max(next, 1), pages) });
    headingRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  };

  return (
    <section className={common.container} aria-labelledby="top-properties-heading">
      <h2
        id="top-properties-heading"
        ref={headingRef}
        className={`${headingClass} ${common.sectionTitle} ${styles.heading}`}
      >
        {heading}
      </h2>
      {properties.status === 'loading' ? (
        <p className={common.state} role="status">
          {t('loadingProperties')}
        </p>
      ) : list.length === 0 ? (
        <p className={common.state}>{t('noProperties')}</p>
      ) : (
        <>
          <div className={`${tilesClass} ${styles.grid}`}>
            {shown.map((property) => (
              <ListingCard
                key={property._id}
                property={property}
                layout="summary"
                areaUnit={areaUnit}
                tools={<HomeActions home={property} />}
              >
                <ViewHomeLink home={property} />
              </ListingCard>
            ))}
          </div>
          <Pager
            page={current}
            pageCount={pages}
            onChange={goTo}
            label={t('propertyPages')}
            display="count"
            showSinglePage
          />
        </>
      )}
    </section>
  );
}
