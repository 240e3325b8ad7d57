/**
 * External destinations of the 3dspace page. They belong to the agency's VR streaming and 3D
 * production site, not to this app; every link to them opens in a new tab.
 */
export const VR_STREAMING_URL = 'https://vr.manzil.ae';

import type { VrText } from './messages';

/** A showcase section: its texts are keys of the page's catalogue (messages.ts). */
export interface Showcase {
  id: 'tours' | 'scan' | 'design';
  title: VrText;
  eyebrow: VrText;
  text: VrText;
  points: readonly VrText[];
  href: string;
  cta: VrText;
  image: string;
}

export const SHOWCASES: readonly Showcase[] = (['tours', 'scan', 'design'] as const).map((id) => ({
  id,
  eyebrow: `${id}Eyebrow`,
  title: `${id}Title`,
  text: `${id}Text`,
  points: [`${id}Point1`, `${id}Point2`, `${id}Point3`],
  href: `${VR_STREAMING_URL}/${id}`,
  cta: `${id}Cta`,
  image: { tours: '/images/vr/vr-08.jpg', scan: '/images/vr/vr-06.jpg', design: '/images/vr/vr-09.jpg' }[id],
}));

/** The page's claims (docs/glossary.md); their words are keys of the page's catalogue. */
export const VR_CLAIMS = [
  { value: '9000+', label: 'claimTours', detail: 'claimToursDetail' },
  { value: '18+', label: 'claimYears', detail: 'claimYearsDetail' },
  { value: '4K', label: 'claimQuality', detail: 'claimQualityDetail' },
] as const satisfies readonly { value: string; label: VrText; detail: VrText }[];
