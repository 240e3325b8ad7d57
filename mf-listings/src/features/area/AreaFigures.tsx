/**
 * The area guide's "Market figures": homes on the market, medians of asking prices by type and by
 * bedrooms, and the price-per-sqft trend, from the API's figures of the area's own listings. Rendered on
 * the server whole (the chart is SVG); a median of too few listings says so instead of a number.
 */
import {
  AREA_TREND_MONTHS,
  LOCALE_INFO,
  MIN_LISTINGS_FOR_MEDIAN,
  type AreaFigures as Figures,
  type Locale,
  type MedianOf,
} from '@manzil/contract';
import { formatBedrooms, formatPrice, propertyTypeLabel } from '@manzil/format';
import { useMessages } from '@manzil/i18n';
import { dataTableClass, headingClass, visuallyHidden } from '@manzil/ui';
import common from '../../shared/ui/common.module.css';
import styles from './AreaFigures.module.css';
import { figuresMessages } from './messages';
import { TrendChart } from './TrendChart';

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();
/** `2026-07` → 'Jul 26' ('يوليو 26'): short, as six of them share a phone's width; the month on its own
 * calendar, whatever the reader's zone. */
export function monthLabel(month: string, locale: Locale): string {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
      month: 'short',
      year: '2-digit',
      timeZone: 'UTC',
    });
    monthFormats.set(locale, format);
  }
  const [year, m] = month.split('-').map(Number);
  return format.format(new Date(Date.UTC(year!, m! - 1, 1)));
}

interface Row {
  key: string;
  label: string;
  value: string;
  count: number;
}

/** One table of medians: what the row is, its median (or why there is none), how many listings. */
function FiguresTable({
  kind,
  heading,
  columns,
  rows,
  empty,
}: {
  kind: 'sale' | 'rent';
  heading: string;
  columns: readonly [string, string, string];
  rows: readonly Row[];
  empty: string;
}) {
  return (
    <div>
      <h3 className={styles.subheading}>{heading}</h3>
      {rows.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <table className={`${dataTableClass} ${styles.table}`} data-figures={kind}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export function AreaFigures({ figures }: { figures: Figures }) {
  const t = useMessages(figuresMessages);
  const { locale } = t;
  const amount = (value: number) => formatPrice(value, 'Buy', locale);
  const sqft = ({ median }: MedianOf) =>
    median === null ? t('notEnough') : t('perSqft', { amount: amount(median) });
  const yearly = ({ median }: MedianOf) =>
    median === null ? t('notEnough') : t('perYear', { amount: amount(median) });
  const points = figures.trend.map((p) => ({ label: monthLabel(p.month, locale), median: p.median }));
  const known = points.filter((p) => p.median !== null);
  const first = known[0];
  const last = known.at(-1);
  let change: string | null = null;
  if (first && last && first !== last) {
    const percent = Math.round((Math.abs(last.median! - first.median!) / first.median!) * 1000) / 10;
    const args = { percent, from: first.label, to: last.label };
    change = percent === 0 ? t('flat', args) : t(last.median! > first.median! ? 'up' : 'down', args);
  }

  return (
    <section className={common.container} aria-labelledby="market-figures-heading">
      <h2 id="market-figures-heading" className={`${headingClass} ${common.sectionTitle}`}>
        {t('heading')}
      </h2>
      <p className={styles.note}>{t('source')}</p>
      <ul className={styles.counts}>
        <li>{t('forSale', { count: figures.forSale })}</li>
        <li>{t('forRent', { count: figures.forRent })}</li>
      </ul>
      <div className={styles.tables}>
        <FiguresTable
          kind="sale"
          heading={t('saleHeading')}
          columns={[t('type'), t('medianPerSqft'), t('listings')]}
          rows={figures.salePerSqft.map((row) => ({
            key: row.type,
            label: propertyTypeLabel(row.type, locale),
            value: sqft(row),
            count: row.count,
          }))}
          empty={t('noListings')}
        />
        <FiguresTable
          kind="rent"
          heading={t('rentHeading')}
          columns={[t('bedrooms'), t('medianRent'), t('listings')]}
          rows={
            figures.rentYearly.count === 0
              ? []
              : [
                  {
                    key: 'all',
                    label: t('allHomes'),
                    value: yearly(figures.rentYearly),
                    count: figures.rentYearly.count,
                  },
                  ...figures.rentYearlyByBeds.map((row) => ({
                    key: String(row.beds),
                    label: formatBedrooms(row.beds, locale),
                    value: yearly(row),
                    count: row.count,
                  })),
                ]
          }
          empty={t('noListings')}
        />
      </div>
      <h3 className={styles.subheading}>{t('trendHeading', { months: AREA_TREND_MONTHS })}</h3>
      {known.length === 0 ? (
        <p className={styles.empty}>{t('trendNotEnough')}</p>
      ) : (
        <figure className={styles.figure}>
          <TrendChart points={points} rtl={LOCALE_INFO[locale].dir === 'rtl'} />
          <figcaption>
            {change && <p className={styles.change}>{change}</p>}
            <p className={styles.note}>{t('trendNote')}</p>
          </figcaption>
          <table className={visuallyHidden}>
            <caption>{t('trendHeading', { months: AREA_TREND_MONTHS })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('month')}</th>
                <th scope="col">{t('medianPerSqft')}</th>
              </tr>
            </thead>
            <tbody>
              {figures.trend.map((p, i) => (
                <tr key={p.month}>
                  <th scope="row">{points[i]!.label}</th>
                  <td>{sqft(p)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      )}
      <p className={styles.note}>{t('minimum', { min: MIN_LISTINGS_FOR_MEDIAN })}</p>
    </section>
  );
}
