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
import { FallbackImage, MapOnDemand, RetryButton, TIMINGS, visuallyHidden, type MapPoint } from '@manzil/ui';
import { useKeptHomes } from '../../shared/api/useKeptHomes';
import common from '../../shared/ui/common.module.css';
import { PageBand } from '../../shared/ui/PageBand';
import styles from './ComparePage.module.css';

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
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`Remove ${home.house_name} from the comparison`}
                  onClick={() => removeFromCompare(home.slug)}
                >
                  Remove
                </button>
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
  const kept = useKeptHomes(list);
  return (
    <div className={styles.page}>
      <PageBand eyebrow="Side by side" title="Compare homes">
        <p>
          Up to {COMPARE_MAX} homes next to each other: price, price per sqft, rooms, size, service charge,
          status and where they are. Kept in this browser only.
        </p>
      </PageBand>
      <div className={common.container}>
        {(kept.status === 'starting' || kept.status === 'loading') && (
          <p className={common.state} role="status">
            Loading the homes to compare...
          </p>
        )}
        {kept.status === 'error' && (
          <div className={common.state} role="alert">
            <p>The homes to compare could not be loaded.</p>
            <RetryButton onRetry={kept.retry}>Retry</RetryButton>
          </div>
        )}
        {kept.status === 'ready' && list.length === 0 && (
          <div className={styles.empty}>
            <h2 className={styles.emptyTitle}>Nothing to compare yet</h2>
            <p>
              Press Compare on up to {COMPARE_MAX} homes, on their cards or their pages, and they will line up
              here side by side.
            </p>
            <Link className={common.button} to={pagePath('saved')}>
              Your saved homes
            </Link>
          </div>
        )}
        {kept.status === 'ready' && list.length > 0 && (
          <>
            {kept.gone.length > 0 && (
              <ul className={styles.gone} aria-label="No longer listed">
                {kept.gone.map((home) => (
                  <li key={home.slug}>
                    <span>
                      <strong>{home.name}</strong> is no longer listed.
                    </span>
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={`Remove ${home.name} from the comparison`}
                      onClick={() => removeFromCompare(home.slug)}
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {kept.homes.length > 0 && <CompareTable homes={kept.homes} />}
            {list.length === 1 && (
              <p className={styles.muted}>
                Add another home with its Compare button to see them side by side.
              </p>
            )}
            {kept.homes.length > 0 && (
              <section className={styles.mapSection} aria-labelledby="compare-map-heading">
                <h2 id="compare-map-heading" className={styles.mapTitle}>
                  Where they are
                </h2>
                <CompareMap homes={kept.homes} />
              </section>
            )}
          </>
        )}
      </div>
    </div>
  );
}
