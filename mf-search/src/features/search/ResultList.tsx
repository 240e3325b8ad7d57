/**
 * The result cards: each links to /contact (docs/glossary.md), naming its home (`?property=<Reference
 * ID>`: the contact form says what it is about and records it), and offers the property page too. A
 * chunk of its own: the home page shows the search bar long before anyone has results to see.
 */
import { useEffect } from 'react';
import { CONTACT_PROPERTY_PARAM, pagePath, withQuery, type Property } from '@manzil/contract';
import { propertyReference } from '@manzil/format';
import { ListingCard, ListingCardLink, tilesClass, VisuallyHidden } from '@manzil/ui';
import { HomeActions } from '@manzil/saved-homes';
import styles from './SearchResults.module.css';

interface ResultListProps {
  properties: readonly Property[];
  /** Called once the cards are in the page: the scroll to them counts from here. */
  onShown: () => void;
}

export default function ResultList({ properties, onShown }: ResultListProps) {
  useEffect(onShown, [onShown]);
  return (
    <ul className={`${tilesClass} ${styles.grid}`}>
      {properties.map((property) => {
        const name = property.house_name;
        return (
          <li key={property._id}>
            <ListingCard
              property={property}
              layout="facts"
              imageAlt={`${name}, ${property.house_type} in ${property.location}`}
              tools={<HomeActions home={property} />}
            >
              <ListingCardLink
                to={withQuery(pagePath('contact'), {
                  [CONTACT_PROPERTY_PARAM]: propertyReference(property._id),
                })}
              >
                Enquire now<VisuallyHidden>{` about ${name}`}</VisuallyHidden>
              </ListingCardLink>
              <ListingCardLink
                to={pagePath('property', { propertySlug: property.slug })}
                property={property}
                tone="secondary"
              >
                View details<VisuallyHidden>{` of ${name}`}</VisuallyHidden>
              </ListingCardLink>
            </ListingCard>
          </li>
        );
      })}
    </ul>
  );
}
