/**
 * /compare: up to COMPARE_MAX homes of this browser's compare list side by side, read fresh from the
 * API, and where they are on one map. A table, so a screen reader hears each fact with its home; on a
 * phone it scrolls sideways with the facts' names kept in view. The server renders the frame only.
 */
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import {
  COMPARE_MAX,
  contentIn,
  hasBedrooms,
  isLand,
  listingFacts,
  type Locale,
  type Property,
} from '@manzil/contract';
import { useSiteConfig } from '@manzil/api-client';
import { messagesIn, useContent, useMessages, usePagePath, type Translate } from '@manzil/i18n';
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
import common from '../../shared/ui/common.module.css';
import { KeptHomesPage, RemoveButton } from '../../shared/ui/KeptHomesPage';
import { statusMessages } from '../../shared/listing/messages';
import styles from './ComparePage.module.css';
import { compareMessages } from './messages';
import { Words } from '../../shared/ui/Words';

const NOT_KNOWN = '—';
/** A column is at most a quarter of the page, at least 220 px (the table scrolls sideways on a phone). */
const PHOTO_SIZES = '(max-width: 767px) 220px, 300px';

/** The facts compared, in the order a buyer weighs them. */
type Row = [
  label: keyof typeof compareMessages,
  value: (home: Property, locale: Locale, t: Translate<typeof compareMessages>) => string | undefined,
];
const ROWS: Row[] = [
  ['price', (home, locale) => formatPrice(home.price, home.for, locale)],
  ['pricePerSqft', (home, locale) => formatPricePerSqft(home.price, home.area, home.for, locale)],
  [
    'bedrooms',
    (home, _, t) =>
      !hasBedrooms(home.house_type) ? undefined : home.bedrooms === 0 ? t('studio') : String(home.bedrooms),
  ],
  ['bathrooms', (home) => (isLand(home.house_type) ? undefined : String(home.bathrooms))],
  ['size', (home, locale) => formatArea(home.area, locale)],
  ['serviceCharge', (home, locale) => formatServiceCharge(home.serviceCharge, locale)],
  [
    'status',
    (home, locale) =>
      `${messagesIn(statusMessages, locale)(listingFacts(home).status)} · ${purposeLabel(home.for, locale)}`,
  ],
  ['completion', (home, locale) => formatCompletion(home.completion, locale)],
  ['location', (home, locale) => contentIn(home, 'location', locale).text],
];

const hasPlace = (home: Property): home is Property & { lat: number; lon: number } =>
  Number.isFinite(home.lat) && Number.isFinite(home.lon);

function CompareMap({ homes }: { homes: Property[] }) {
  const siteConfig = useSiteConfig();
  const t = useMessages(compareMessages);
  const points: MapPoint[] = homes
    .filter(hasPlace)
    .map((h) => ({ lat: h.lat, lon: h.lon, title: contentIn(h, 'house_name', t.locale).text }));
  if (siteConfig.status !== 'ready') return null;
  const first = points[0];
  if (!first) return <p className={styles.muted}>{t('noPlace')}</p>;
  return (
    <div className={common.map}>
      <MapOnDemand
        centre={{ lat: first.lat, lon: first.lon }}
        points={points}
        label={t('map')}
        markerTitle={first.title}
        tileUrl={siteConfig.config.mapTileUrl}
        attribution={siteConfig.config.mapAttribution}
        startDelayMs={TIMINGS.mapStartMs}
      />
    </div>
  );
}

function CompareTable({ homes }: { homes: Property[] }) {
  const t = useMessages(compareMessages);
  const path = usePagePath();
  const content = useContent();
  return (
    <div className={styles.scroller} tabIndex={0} role="group" aria-labelledby="compare-caption">
      <table className={styles.table} style={{ '--columns': homes.length } as CSSProperties}>
        <caption id="compare-caption" className={visuallyHidden}>
          {t('caption')}
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
                <Link
                  to={path('property', { propertySlug: home.slug })}
                  state={{ property: home }}
                  lang={content(home, 'house_name').lang}
                >
                  <Words shown={content(home, 'house_name')} />
                </Link>
                <RemoveButton
                  aria-label={t('remove', { name: content(home, 'house_name').text })}
                  onClick={() => removeFromCompare(home.slug)}
                >
                  {t('removeText')}
                </RemoveButton>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{t(label)}</th>
              {homes.map((home) => (
                <td key={home._id}>{value(home, t.locale, t) || NOT_KNOWN}</td>
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
  const t = useMessages(compareMessages);
  const path = usePagePath();
  return (
    <KeptHomesPage
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={<p>{t('intro', { max: COMPARE_MAX })}</p>}
      list={list}
      loading={t('loading')}
      failed={t('failed')}
      empty={{
        title: t('emptyTitle'),
        text: t('emptyText', { max: COMPARE_MAX }),
        to: path('saved'),
        link: t('saved'),
      }}
      remove={{ text: t('removeText'), label: (name) => t('remove', { name }), onRemove: removeFromCompare }}
    >
      {(homes) => (
        <>
          {homes.length > 0 && <CompareTable homes={homes} />}
          {list.length === 1 && <p className={styles.muted}>{t('addAnother')}</p>}
          {homes.length > 0 && (
            <section className={styles.mapSection} aria-labelledby="compare-map-heading">
              <h2 id="compare-map-heading" className={styles.mapTitle}>
                {t('where')}
              </h2>
              <CompareMap homes={homes} />
            </section>
          )}
        </>
      )}
    </KeptHomesPage>
  );
}
