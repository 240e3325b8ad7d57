/** The price in the visitor's currency, with the date of the rate: '≈ USD 653,000 · rate of 1 Dec 2026'. */
import { currencyRatesQuery, useDisplayPrefs, useQuery } from '@manzil/api-client';
import type { Property } from '@manzil/contract';
import { formatConvertedPrice, formatDay, rateFor } from '@manzil/format';
import { useMessages } from '@manzil/i18n';
import { priceMessages } from './messages';
import styles from './ConvertedPrice.module.css';

export function ConvertedPrice({ property }: { property: Pick<Property, 'price' | 'for'> }) {
  const t = useMessages(priceMessages);
  const { currency } = useDisplayPrefs();
  const rates = useQuery({ ...currencyRatesQuery(), enabled: currency !== 'AED' }).data;
  const rate = rateFor(rates, currency);
  const converted = formatConvertedPrice(property.price, rate, property.for, t.locale);
  if (!rate || !converted) return null;
  return (
    <span className={styles.converted} data-testid="converted-price">
      <span>{converted}</span>{' '}
      <span className={styles.rate}>· {t('rateOf', { date: formatDay(rate.setAt, t.locale) })}</span>
    </span>
  );
}
