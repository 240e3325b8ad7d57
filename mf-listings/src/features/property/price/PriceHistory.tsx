/**
 * A listing's price history: a step chart drawn on the server as SVG (readable without JavaScript),
 * the table of dates and prices it draws (for screen readers and anyone comparing figures), and each
 * change in AED and percent. Dates and prices only: who changed a price is not public.
 */
import { priceHistoryQuery, useQuery } from '@manzil/api-client';
import { LOCALE_INFO, type PricePoint } from '@manzil/contract';
import { formatDay, formatPrice, formatPriceChange } from '@manzil/format';
import { useMessages } from '@manzil/i18n';
import { panelClass, visuallyHidden } from '@manzil/ui';
import pageStyles from '../PropertyPage.module.css';
import { CHART, chartDots, stepPath } from './chart';
import { priceMessages } from './messages';
import styles from './PriceHistory.module.css';

export function usePriceHistory(slug: string): PricePoint[] | undefined {
  return useQuery(priceHistoryQuery(slug)).data;
}

export function PriceHistory({ slug }: { slug: string }) {
  const t = useMessages(priceMessages);
  const points = usePriceHistory(slug);
  if (!points || points.length === 0) return null;
  const { locale } = t;
  const rtl = LOCALE_INFO[locale].dir === 'rtl';
  const first = points[0]!;
  const last = points.at(-1)!;
  const dots = chartDots(points, rtl);
  const day = (p: PricePoint) => formatDay(p.at, locale);
  return (
    <section className={`${panelClass} ${pageStyles.card}`} aria-labelledby="price-history-heading">
      <h2 id="price-history-heading" className={pageStyles.cardTitle}>
        {t('priceHistory')}
      </h2>
      {points.length === 1 ? (
        <p className={pageStyles.muted}>{t('noChanges', { date: day(first) })}</p>
      ) : (
        <>
          <p className={styles.summary}>
            <span>{formatPrice(first.price, undefined, locale)}</span>
            <span aria-hidden="true" className={styles.arrow}>
              →
            </span>
            <strong>{formatPrice(last.price, undefined, locale)}</strong>{' '}
            <span className={last.price < first.price ? styles.down : styles.up}>
              {formatPriceChange(first.price, last.price, locale)}
            </span>
          </p>
          <svg
            className={styles.chart}
            viewBox={`0 0 ${CHART.width} ${CHART.height}`}
            role="img"
            aria-label={t('chartLabel', { first: day(first), last: day(last) })}
          >
            <line
              className={styles.axis}
              x1={CHART.padX}
              x2={CHART.width - CHART.padX}
              y1={CHART.height - CHART.padBottom / 2}
              y2={CHART.height - CHART.padBottom / 2}
            />
            <path className={styles.line} d={stepPath(dots, rtl)} />
            {dots.map((dot) => (
              <circle key={dot.point.at} className={styles.dot} cx={dot.x} cy={dot.y} r={8} />
            ))}
          </svg>
        </>
      )}
      <table className={styles.table}>
        <caption className={visuallyHidden}>{t('priceHistory')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('price')}</th>
            <th scope="col">{t('change')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, i) => (
            <tr key={point.at}>
              <th scope="row">{day(point)}</th>
              <td>{formatPrice(point.price, undefined, locale)}</td>
              <td>
                {i === 0 ? t('firstListed') : formatPriceChange(points[i - 1]!.price, point.price, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
