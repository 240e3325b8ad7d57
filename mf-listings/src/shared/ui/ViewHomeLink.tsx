/** A listing card's "View" link to the home's page. The whole record travels with the navigation, so
 * the property page needs no fetch. */
import type { Property } from '@manzil/contract';
import { useContent, useMessages, usePagePath } from '@manzil/i18n';
import { ListingCardLink } from '@manzil/ui';
import { sharedMessages } from './messages';

export function ViewHomeLink({ home }: { home: Property }) {
  const t = useMessages(sharedMessages);
  const path = usePagePath();
  const name = useContent()(home, 'house_name').text;
  return (
    <ListingCardLink
      to={path('property', { propertySlug: home.slug })}
      property={home}
      aria-label={t('viewHome', { name })}
    >
      {t('view')}
    </ListingCardLink>
  );
}
