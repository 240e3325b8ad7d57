import { useEffect } from 'react';
import type { Property } from '@manzil/contract';
import { recordViewed } from '@manzil/saved-homes';

/** Puts the home the page shows first on this browser's recently viewed list, once the page has started. */
export function useRecordViewed(property: Property): void {
  const { slug, house_name, imageurl, price, bedrooms } = property;
  const purpose = property.for;
  const nameAr = property.translations?.ar?.house_name;
  useEffect(() => {
    recordViewed({
      slug,
      name: house_name,
      ...(nameAr ? { nameAr } : {}),
      image: imageurl,
      ...(price ? { price } : {}),
      for: purpose,
      bedrooms,
    });
  }, [slug, house_name, nameAr, imageurl, price, purpose, bedrooms]);
}
