import type { Property } from '@manzil/contract';
import { renderPageAt } from '../../../test/renderPageAt';
import PropertyPage from '../PropertyPage';

/** The property's page at its own address, opened from a card that hands it the listing. */
export function renderPropertyPage(property: Property) {
  return renderPageAt(
    { pathname: `/property/${property.slug}`, state: { property } },
    '/property/:propertySlug',
    <PropertyPage />,
  );
}
