/**
 * The mortgage and total-cost calculator's place on a property page: only for a home
 * on sale that is still on the market and has a price. The section sits far below the fold: in the
 * browser its code comes when it comes near the screen (PropertyPage), and the calculator's is a chunk
 * of its own, imported when its place comes within 600 px of the screen. Until then (and
 * in the server's HTML, and without JavaScript) the place shows the default estimate in a sentence,
 * at the calculator's height, so nothing below moves when the calculator arrives.
 */
import { useRef } from 'react';
import type { Property } from '@manzil/contract';
import { formatPrice } from '@manzil/format';
import { useMessages } from '@manzil/i18n';
import { mutedTextClass, panelClass, useImportWhenNear } from '@manzil/ui';
import page from '../PropertyPage.module.css';
import { DEFAULT_RATE, DEFAULT_YEARS, defaultEstimate } from './mortgage';
import { calculatorMessages } from './messages';
import { calculatorListing, MORTGAGE_ID } from './calculatorListing';
import type { CalculatorProps } from './MortgageCalculator';
import styles from './MortgageSection.module.css';

function DefaultEstimate({ listing, failed }: { listing: CalculatorProps; failed: boolean }) {
  const t = useMessages(calculatorMessages);
  const { locale } = t;
  const { limit, figures } = defaultEstimate(listing, locale);
  return (
    <div className={styles.placeholder}>
      <p className={styles.lead}>
        {t.rich('estimate', {
          monthly: formatPrice(Math.round(figures.monthly), undefined, locale),
          down: 100 - limit.percent,
          rate: DEFAULT_RATE,
          years: DEFAULT_YEARS,
          upfront: formatPrice(figures.upfront, undefined, locale),
          b: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <p className={`${mutedTextClass} ${styles.sources}`}>
        {t('sources', { source: limit.source })} {listing.dubai ? t('feesDubai') : t('feesOther')}
      </p>
      {failed && (
        <p className={styles.failed} role="alert">
          {t('failed')}
        </p>
      )}
    </div>
  );
}

export function MortgageSection({ property }: { property: Property }) {
  const listing = calculatorListing(property);
  const t = useMessages(calculatorMessages);
  const place = useRef<HTMLDivElement>(null);
  const { Component: Calculator, failed } = useImportWhenNear<CalculatorProps>(
    place,
    () => import('./MortgageCalculator').then((module) => module.MortgageCalculator),
    '[mf-listings] the mortgage calculator failed to load',
    listing !== null,
  );

  if (!listing) return null;
  return (
    <section
      id={MORTGAGE_ID}
      className={`${panelClass} ${styles.section}`}
      aria-labelledby="mortgage-heading"
    >
      <h2 id="mortgage-heading" className={page.cardTitle}>
        {t('title')}
      </h2>
      <div ref={place}>
        {Calculator ? <Calculator {...listing} /> : <DefaultEstimate listing={listing} failed={failed} />}
      </div>
    </section>
  );
}
