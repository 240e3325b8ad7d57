/** A listing card's "View" link to the home's page. The whole record travels with the navigation, so
 * the property page needs no fetch. */
import { pagePath, type Property } from '@manzil/contract';
import { ListingCardLink } from '@manzil/ui';

export function ViewHomeLink({ home }: { home: Property }) {
  return (
    <ListingCardLink
      to={pagePath('property', { propertySlug: home.slug })}
      property={home}
      aria-label={`View ${home.house_name}`}
    >
      View
    </ListingCardLink>
  );
}
