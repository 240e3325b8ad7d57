/**
 * /compare: up to COMPARE_MAX homes of this browser's compare list side by side, read fresh from the
 * API, and where they are on one map. A table, so a screen reader hears each fact with its home; on a
 * phone it scrolls sideways with the facts' names kept in view. The server renders the frame only.
 */
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import {
  COMPARE_MAX,
  hasBedrooms,
  isLand,
  listingFacts,
  LISTING_STATUS_LABELS,
  pagePath,
  type Property,
} from '@manzil/contract';
import { useSiteConfig } from '@manzil/api-client';
import {
  formatArea,
  formatCompletion,
  formatPrice,
  formatPricePerSqft,
  formatServiceCharge,
  purposeLabel,
} from '@manzil/format';
import { removeFromCompare, useCompareList } from '@manzil/saved-homes';
import { FallbackImage, MapOnDemand, TIMINGS, visuallyHidden, type MapPoint } from '@manzil/ui';
import { KeptHomesPage, RemoveButton } from '../../shared/ui/KeptHomesPage';
import styles from './ComparePage.module.css';

const removeLabel = (name: string) => `Remove ${name} from the comparison`;
const NOT_KNOWN = '—';
/** A column is at most a quarter of the page, at least 220 px (the table scrolls sideways on a phone). */
const PHOTO_SIZES = '(max-width: 767px) 220px, 300px';

/** The facts compared, in the order a buyer weighs them. */
const ROWS: [label: string, value: (home: Property) => string | undefined][] = [
  ['Price', (home) => formatPrice(home.price, home.for)],
  ['Price per sqft', (home) => formatPricePerSqft(home.price, home.area, home.for)],
  [
    'Bedrooms',
    (home) =>
      !hasBedrooms(home.house_type) ? undefined : home.bedrooms === 0 ? 'Studio' : String(home.bedrooms),
  ],
  ['Bathrooms', (home) => (isLand(home.house_type) ? undefined : String(home.bathrooms))],
  ['Size', (home) => formatArea(home.area)],
  ['Service charge', (home) => formatServiceCharge(home.serviceCharge)],
  ['Status', (home) => `${LISTING_STATUS_LABELS[listingFacts(home).status]} · ${purposeLabel(home.for)}`],
  ['Completion', (home) => formatCompletion(home.completion)],
  ['Location', (home) => home.location],
];

const hasPlace = (home: Property): home is Property & { lat: number; lon: number } =>
  Number.isFinite(home.lat) && Number.isFinite(home.lon);

function CompareMap({ homes }: { homes: Property[] }) {
  const siteConfig = useSiteConfig();
  const points: MapPoint[] = homes
    .filter(hasPlace)
    .map((h) => ({ lat: h.lat, lon: h.lon, title: h.house_name }));
  if (siteConfig.status !== 'ready') return null;
  const first = points[0];
  if (!first) return <p className={styles.muted}>None of these homes has its place on the map yet.</p>;
  return (
    <MapOnDemand
      centre={{ lat: first.lat, lon: first.lon }}
      points={points}
      label="Map of the homes compared"
      markerTitle={first.title}
      tileUrl={siteConfig.config.mapTileUrl}
      attribution={siteConfig.config.mapAttribution}
      startDelayMs={TIMINGS.mapStartMs}
    />
  );
}

function CompareTable({ homes }: { homes: Property[] }) {
  return (
    <div className={styles.scroller} tabIndex={0} role="group" aria-labelledby="compare-caption">
      <table className={styles.table} style={{ '--columns': homes.length } as CSSProperties}>
        <caption id="compare-caption" className={visuallyHidden}>
          The homes compared, one column each
        </caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {homes.map((home) => (
              <th key={home._id} scope="col" className={styles.home}>
                <FallbackImage
                  src={home.imageurl}
                  alt=""
                  width={600}
                  height={400}
                  sizes={PHOTO_SIZES}
                  loading="lazy"
                  decoding="async"
                  className={styles.photo}
                />
                <Link to={pagePath('property', { propertySlug: home.slug })} state={{ property: home }}>
                  {home.house_name}
                </Link>
                <RemoveButton
                  aria-label={removeLabel(home.house_name)}
                  onClick={() => removeFromCompare(home.slug)}
                >
                  Remove
                </RemoveButton>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {homes.map((home) => (
                <td key={home._id}>{value(home) || NOT_KNOWN}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function ComparePage() {
  const list = useCompareList();
  return (
    <KeptHomesPage
      eyebrow="Side by side"
      title="Compare homes"
      intro={
        <p>
          Up to {COMPARE_MAX} homes next to each other: price, price per sqft, rooms, size, service charge,
          status and where they are. Kept in this browser only.
        </p>
      }
      list={list}
      loading="Loading the homes to compare..."
      failed="The homes to compare could not be loaded."
      empty={{
        title: 'Nothing to compare yet',
        text: `Press Compare on up to ${COMPARE_MAX} homes, on their cards or their pages, and they will line up here side by side.`,
        to: pagePath('saved'),
        link: 'Your saved homes',
      }}
      remove={{ text: 'Remove', label: removeLabel, onRemove: removeFromCompare }}
    >
      {(homes) => (
        <>
          {homes.length > 0 && <CompareTable homes={homes} />}
          {list.length === 1 && (
            <p className={styles.muted}>Add another home with its Compare button to see them side by side.</p>
          )}
          {homes.length > 0 && (
            <section className={styles.mapSection} aria-labelledby="compare-map-heading">
              <h2 id="compare-map-heading" className={styles.mapTitle}>
                Where they are
              </h2>
              <CompareMap homes={homes} />
            </section>
          )}
        </>
      )}
    </KeptHomesPage>
  );
}
