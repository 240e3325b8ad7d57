/**
 * The result cards: each links to /contact (docs/glossary.md), naming its home (`?property=<slug>`: the
 * contact form says what it is about and records it; with JavaScript the shell's enquiry sheet opens
 * in place), offers Call and WhatsApp, and the property page. A chunk of its own: the home page shows
 * the search bar long before anyone has results to see.
 */
import { useEffect } from 'react';
import { useDisplayPrefs } from '@manzil/api-client';
import type { Property } from '@manzil/contract';
import { propertyTypeLabel } from '@manzil/format';
import { useContent, useMessages, usePagePath } from '@manzil/i18n';
import { searchMessages } from './messages';
import { ListingCard, ListingCardLink, tilesClass, VisuallyHidden } from '@manzil/ui';
import { HomeActions } from '@manzil/saved-homes';
import { CardPhoneLinks, EnquireLink } from '../../shared/CardContact';
import styles from './SearchResults.module.css';

interface ResultListProps {
  properties: readonly Property[];
  /** Called once the cards are in the page: the scroll to them counts from here. */
  onShown: () => void;
}

export default function ResultList({ properties, onShown }: ResultListProps) {
  useEffect(onShown, [onShown]);
  const t = useMessages(searchMessages);
  const path = usePagePath();
  const content = useContent();
  const { area: areaUnit } = useDisplayPrefs();
  return (
    <ul className={`${tilesClass} ${styles.grid}`}>
      {properties.map((property) => {
        const name = content(property, 'house_name').text;
        const location = content(property, 'location').text;
        return (
          <li key={property._id} data-home={property.slug}>
            <ListingCard
              property={property}
              layout="facts"
              areaUnit={areaUnit}
              imageAlt={t('imageAlt', {
                name,
                type: propertyTypeLabel(property.house_type, t.locale),
                location,
              })}
              tools={<HomeActions home={property} />}
            >
              <EnquireLink property={property} name={name} />
              <ListingCardLink
                to={path('property', { propertySlug: property.slug })}
                property={property}
                tone="secondary"
              >
                {t('viewDetails')}
                <VisuallyHidden>{t('viewDetailsOf', { name })}</VisuallyHidden>
              </ListingCardLink>
              <CardPhoneLinks property={property} name={name} />
            </ListingCard>
          </li>
        );
      })}
    </ul>
  );
}
