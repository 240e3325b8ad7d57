/** Presentation of the agency's contact details that come from GET /api/site-config. */
import type { Locale, SiteConfig } from '@manzil/contract';

/** Google Maps directions to the office (docs/glossary.md: built from the office address). */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/** The office's position on the map: Downtown Dubai, where the office address is. */
export const OFFICE_POSITION = { lat: 25.1972, lon: 55.2744 } as const;

/**
 * The agency's social profiles. Not part of the site configuration yet (SiteConfig has no field for
 * them); the lead may move them there so each deployment can set its own.
 */
export const SOCIAL_PROFILES = [
  { name: 'Instagram', href: 'https://www.instagram.com/manzil.ae' },
  { name: 'Facebook', href: 'https://www.facebook.com/manzil.ae' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/manzil-ae' },
  { name: 'X', href: 'https://x.com/manzil_ae' },
] as const;

/**
 * The office address in the page's language: OFFICE_ADDRESS, and OFFICE_ADDRESS_AR where configured.
 * An English one on an Arabic page is marked so (a screen reader reads it in an English voice), its
 * direction taken from its own letters.
 */
export function officeAddressIn(
  config: Pick<SiteConfig, 'officeAddress' | 'officeAddressAr'>,
  locale: Locale,
): { text: string; attrs: { lang?: 'en'; dir?: 'auto' } } {
  if (locale === 'ar' && config.officeAddressAr) return { text: config.officeAddressAr, attrs: {} };
  return { text: config.officeAddress, attrs: locale === 'en' ? {} : { lang: 'en', dir: 'auto' } };
}
