/**
 * External destinations of the 3dspace page. They belong to the agency's VR streaming and 3D
 * production site, not to this app; every link to them opens in a new tab.
 */
export const VR_STREAMING_URL = 'https://vr.manzil.ae';

export interface Showcase {
  id: 'tours' | 'scan' | 'design';
  title: string;
  eyebrow: string;
  text: string;
  points: readonly string[];
  href: string;
  cta: string;
  image: string;
}

export const SHOWCASES: readonly Showcase[] = [
  {
    id: 'tours',
    eyebrow: 'Walk through from anywhere',
    title: '360 VR Tours',
    text: 'Step inside apartments, villas and penthouses across the UAE as if you were there. Look around every room, move between spaces and get a true sense of light, layout and view.',
    points: [
      'Full 360° room-by-room navigation',
      'Works on phone, desktop and VR headsets',
      'Share a tour with family in one link',
    ],
    href: `${VR_STREAMING_URL}/tours`,
    cta: 'Explore 360 VR tours',
    image: '/images/vr/vr-08.jpg',
  },
  {
    id: 'scan',
    eyebrow: 'Measured to the centimetre',
    title: '3D Property Scan',
    text: 'Our laser-accurate scans turn a finished home into a precise digital twin, with a dollhouse view, floor plans and measurements you can check from your desk.',
    points: [
      'Dollhouse and floor-plan views',
      'Accurate room measurements',
      'Ideal for overseas buyers and investors',
    ],
    href: `${VR_STREAMING_URL}/scan`,
    cta: 'See a 3D property scan',
    image: '/images/vr/vr-06.jpg',
  },
  {
    id: 'design',
    eyebrow: 'See it before it is built',
    title: '3D Design',
    text: 'Off-plan projects and renovations brought to life with photorealistic 3D design, so you can compare finishes, furniture and layouts before a single wall goes up.',
    points: [
      'Photorealistic interiors and exteriors',
      'Compare finishes and layouts',
      'Off-plan units visualised in detail',
    ],
    href: `${VR_STREAMING_URL}/design`,
    cta: 'Discover 3D design',
    image: '/images/vr/vr-09.jpg',
  },
];

/** The page's claims (docs/glossary.md). */
export const VR_CLAIMS = [
  { value: '9000+', label: 'tours', detail: 'virtual tours produced for homes across the UAE' },
  { value: '18+', label: 'years', detail: 'of property photography, scanning and 3D work' },
  { value: '4K', label: 'quality', detail: 'ultra-HD streaming on every screen and headset' },
] as const;
