/** 'Price reduced' on the hero: the latest change lowered the price within PRICE_REDUCED_DAYS. */
import { isPriceReduced, type Property } from '@manzil/contract';
import { useMessages } from '@manzil/i18n';
import { priceMessages } from './messages';
import { usePriceHistory } from './PriceHistory';

export function PriceReducedBadge({ property, className }: { property: Property; className: string }) {
  const t = useMessages(priceMessages);
  const points = usePriceHistory(property.slug);
  // The history says so when it is here; the listing's own flag (the cards') otherwise.
  const reduced = points ? isPriceReduced(points) : property.priceReduced === true;
  return reduced ? (
    <span className={className} data-testid="price-reduced">
      {t('priceReduced')}
    </span>
  ) : null;
}
