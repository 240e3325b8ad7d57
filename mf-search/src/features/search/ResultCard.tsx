/** One search result: the card links to /contact (SPEC section 2) and offers the property page too.
 * A chunk of its own: the home page shows the search bar long before anyone has results to see. */
import type { Property } from '@manzil/contract';
import { ListingCard, ListingCardLink, VisuallyHidden } from '@manzil/ui';

export default function ResultCard({ property }: { property: Property }) {
  const name = property.house_name;
  return (
    <ListingCard
      property={property}
      layout="facts"
      imageAlt={`${name}, ${property.house_type} in ${property.location}`}
    >
      <ListingCardLink to="/contact">
        Enquire now<VisuallyHidden>{` about ${name}`}</VisuallyHidden>
      </ListingCardLink>
      <ListingCardLink to={`/property/${property.slug}`} property={property} tone="secondary">
        View details<VisuallyHidden>{` of ${name}`}</VisuallyHidden>
      </ListingCardLink>
    </ListingCard>
  );
}
