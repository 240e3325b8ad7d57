import { titleFromSlug } from '@manzil/contract';
import { useMessages } from '@manzil/i18n';
import { emirateNames } from './messages';

const isEmirateSlug = (slug: string): slug is keyof typeof emirateNames => Object.hasOwn(emirateNames, slug);

/**
 * An emirate's name in the page's language from its slug ('abu-dhabi' → 'Abu Dhabi' / 'أبوظبي'); a slug
 * outside the seven reads as its words (English pages showed it so before there were two languages).
 */
export function useEmirateName(): (slug: string) => string {
  const t = useMessages(emirateNames);
  return (slug) => {
    const key = slug.toLowerCase();
    return isEmirateSlug(key) && t.locale !== 'en' ? t(key) : titleFromSlug(key);
  };
}
