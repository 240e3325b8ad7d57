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
import { mutedTextClass, panelClass, useImportWhenNear } from '@manzil/ui';
import page from '../PropertyPage.module.css';
import { DEFAULT_RATE, DEFAULT_YEARS, defaultEstimate, SOURCES } from './mortgage';
import { calculatorListing, MORTGAGE_ID } from './calculatorListing';
import type { CalculatorProps } from './MortgageCalculator';
import styles from './MortgageSection.module.css';

export const CALCULATOR_FAILED = 'The calculator could not load. Reload the page to try again.';

function DefaultEstimate({ listing, failed }: { listing: CalculatorProps; failed: boolean }) {
  const { limit, figures } = defaultEstimate(listing);
  return (
    <div className={styles.placeholder}>
      <p className={styles.lead}>
        About <strong>{formatPrice(Math.round(figures.monthly))} a month</strong> with {100 - limit.percent}%
        down, at {DEFAULT_RATE}% a year over {DEFAULT_YEARS} years, and{' '}
        <strong>{formatPrice(figures.upfront)}</strong> to pay up front with the fees, for an expatriate
        resident&rsquo;s first home.
      </p>
      <p className={`${mutedTextClass} ${styles.sources}`}>
        An estimate: banks&rsquo; figures vary. Loan limit: {SOURCES.centralBank}.{' '}
        {listing.dubai
          ? 'Fees: Dubai Land Department fee schedule, and an agency fee of 2% + VAT.'
          : 'Fees: an agency fee of 2% + VAT; land registration fees outside Dubai are not included.'}
      </p>
      {failed && (
        <p className={styles.failed} role="alert">
          {CALCULATOR_FAILED}
        </p>
      )}
    </div>
  );
}

export function MortgageSection({ property }: { property: Property }) {
  const listing = calculatorListing(property);
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
        Mortgage and total cost
      </h2>
      <div ref={place}>
        {Calculator ? <Calculator {...listing} /> : <DefaultEstimate listing={listing} failed={failed} />}
      </div>
    </section>
  );
}
