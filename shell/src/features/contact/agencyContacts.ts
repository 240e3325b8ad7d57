/** Presentation of the agency's contact details that come from GET /api/site-config. */

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
 * The office address is configured once, in English (OFFICE_ADDRESS): marked so on an Arabic page
 * (a screen reader reads it in an English voice), its direction taken from its own letters.
 */
export const CONFIGURED_TEXT = { lang: 'en', dir: 'auto' } as const;
