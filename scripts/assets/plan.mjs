/**
 * What to draw for each output: a recipe name, a time of day and options. Areas get a theme that decides
 * their card, gallery and floor plans; everything else is listed here by file name.
 */
import { readTable } from './lib/tables.mjs';

/** Theme per area key; unknown areas fall back to 'city'. */
export const AREA_THEMES = {
  downtown_dubai: 'city',
  dubai_marina: 'marina',
  palm_jumeirah: 'island',
  business_bay: 'business',
  dubai_hills_estate: 'green',
  jumeirah_village_circle: 'suburb',
  sobha: 'sobha',
  saadiyat_island: 'island',
  al_reem_island: 'city',
  yas_island: 'island',
  al_majaz: 'marina',
  aljada: 'suburb',
  al_nuaimiya: 'suburb',
  al_zorah: 'green',
  al_salamah: 'suburb',
  al_raas: 'heritage',
  al_marjan_island: 'marina',
  al_hamra_village: 'green',
  dibba: 'heritage',
  al_faseel: 'marina',
  london: 'london',
  istanbul: 'istanbul',
  dubai_penthouses: 'city',
  emirates_hills: 'green',
};

/** Scenes per theme, cycled through an area's card and gallery. */
export const THEME_SCENES = {
  city: [
    ['cityWaterfront', 'dusk'],
    ['livingRoom', 'day'],
    ['cityDesert', 'golden'],
    ['commercialScene', 'night', { variant: 'street' }],
    ['cityWaterfront', 'night'],
    ['penthouseTerrace', 'night'],
  ],
  marina: [
    ['marina', 'dusk'],
    ['beach', 'day'],
    ['livingRoom', 'golden'],
    ['marina', 'night'],
    ['cityWaterfront', 'day', { landmark: false }],
  ],
  island: [
    ['villaScene', 'golden'],
    ['beach', 'day'],
    ['livingRoom', 'dusk'],
    ['palmAerial', 'day'],
    ['villaScene', 'dusk'],
  ],
  business: [
    ['cityWaterfront', 'golden'],
    ['commercialScene', 'day', { variant: 'tower' }],
    ['livingRoom', 'night'],
    ['commercialScene', 'dusk', { variant: 'street' }],
  ],
  green: [
    ['villaScene', 'golden', { green: true }],
    ['golf', 'day'],
    ['townhouseScene', 'day', { green: true }],
    ['livingRoom', 'golden'],
    ['villaScene', 'dusk', { green: true }],
  ],
  suburb: [
    ['townhouseScene', 'day'],
    ['cityDesert', 'golden'],
    ['livingRoom', 'day'],
    ['villaScene', 'day'],
  ],
  sobha: [
    ['forestTowers', 'golden'],
    ['villaScene', 'day', { green: true }],
    ['livingRoom', 'day'],
    ['townhouseScene', 'golden', { green: true }],
    ['golf', 'dawn'],
  ],
  heritage: [
    ['heritage', 'golden'],
    ['mountainCoast', 'dawn'],
    ['livingRoom', 'day'],
    ['mangroves', 'day'],
  ],
  london: [
    ['european', 'dusk', { variant: 'london' }],
    ['european', 'day', { variant: 'london' }],
    ['livingRoom', 'night'],
  ],
  istanbul: [
    ['european', 'golden', { variant: 'istanbul' }],
    ['european', 'dusk', { variant: 'istanbul' }],
    ['livingRoom', 'golden'],
  ],
};

/** Area cards that deserve their own picture rather than the theme's first scene. */
export const AREA_CARD_OVERRIDES = {
  palm_jumeirah: ['palmAerial', 'day'],
  saadiyat_island: ['beach', 'golden', { sail: false }],
  al_zorah: ['mangroves', 'golden'],
  dibba: ['mountainCoast', 'dawn'],
  al_faseel: ['mountainCoast', 'golden'],
  al_marjan_island: ['beach', 'golden', { sail: false }],
  al_majaz: ['domesScene', 'golden'],
  al_nuaimiya: ['cityWaterfront', 'day', { landmark: false }],
  dubai_penthouses: ['penthouseTerrace', 'night'],
  emirates_hills: ['villaScene', 'dusk', { green: true }],
  al_salamah: ['villaScene', 'golden'],
};

/** Emirate cards by slug. */
export const EMIRATE_SCENES = {
  'abu-dhabi': ['domesScene', 'day'],
  dubai: ['cityWaterfront', 'dusk'],
  sharjah: ['marina', 'golden'],
  ajman: ['beach', 'day', { sail: false }],
  'umm-al-quwain': ['mangroves', 'dawn'],
  'ras-al-khaimah': ['mountainCoast', 'golden'],
  fujairah: ['mountainCoast', 'dawn'],
  'international-projects': ['european', 'dusk', { variant: 'london' }],
  'penthouses-and-luxury-villas': ['penthouseTerrace', 'night'],
};

/** The hero slides (tables/slides.json): Dubai's, each other emirate's and Sobha's, 8 of each. */
const SLIDES = readTable('slides');

/** The city slides (images/slides/), which are Dubai's. */
export const CITY_SLIDES = SLIDES.city;

/**
 * Each emirate's own slides for its city and area pages (Dubai keeps CITY_SLIDES): Abu Dhabi's domes
 * and islands, Sharjah's lagoons and heritage, the east coast's mountains. Folders by emirate slug
 * (@manzil/contract emirateSlidesFolder).
 */
export const EMIRATE_SLIDES = SLIDES.emirates;

/** Sobha's slides (images/sobha/). */
export const SOBHA_SLIDES = SLIDES.sobha;

const TIMES_CYCLE = ['day', 'golden', 'dusk', 'night', 'dawn'];

/** Property pictures by kind; the n-th picture of a kind cycles through scenes and times of day. */
export function propertyScene(kind, n) {
  const time = TIMES_CYCLE[n % TIMES_CYCLE.length];
  switch (kind) {
    case 'tower':
      return [['cityWaterfront', 'marina', 'cityDesert'][n % 3], time, { landmark: n % 2 === 0 }];
    case 'interior':
      return [
        'livingRoom',
        ['day', 'golden', 'night', 'day', 'dusk', 'day'][n % 6],
        { bedroom: n % 3 === 2 },
      ];
    case 'villa':
      return [
        'villaScene',
        ['golden', 'day', 'dusk', 'day', 'golden', 'night', 'dawn'][n % 7],
        { green: n % 2 === 1 },
      ];
    case 'townhouse':
      return ['townhouseScene', ['day', 'golden', 'dusk', 'day'][n % 4], { green: n % 2 === 0 }];
    case 'commercial':
      return [
        'commercialScene',
        ['day', 'golden', 'dusk', 'night'][n % 4],
        { variant: ['street', 'tower', 'warehouse', 'street'][n % 4] },
      ];
    case 'land':
      return ['landPlot', ['day', 'golden', 'dawn'][n % 3], { backdrop: n % 2 ? 'mountains' : 'skyline' }];
    case 'penthouse':
      return ['penthouseTerrace', 'night'];
    default:
      return ['european', 'dusk', { variant: 'london' }];
  }
}

/** VR scenes: little planets alternating city and green, at different hours. */
export function vrScene(n) {
  return ['littlePlanet', TIMES_CYCLE[n % TIMES_CYCLE.length], { green: n % 3 === 0 }];
}

/** The shared listing photos: the n-th (from 1) of a kind, each at its own hour and variant. */
export function listingPhotoScene(kind, n) {
  const time = TIMES_CYCLE[n % TIMES_CYCLE.length];
  switch (kind) {
    case 'living':
      return ['livingRoom', ['day', 'golden', 'dusk', 'night'][n % 4]];
    case 'bedroom':
      return ['livingRoom', time, { bedroom: true }];
    case 'kitchen':
      return ['livingRoom', ['day', 'golden', 'dusk', 'day', 'night'][n % 5], { kitchen: true }];
    case 'view':
      return [['cityWaterfront', 'marina', 'cityDesert'][n % 3], time, { landmark: n % 2 === 1 }];
    case 'villa':
      return ['villaScene', time, { green: n % 2 === 0 }];
    case 'townhouse':
      return ['townhouseScene', time, { green: n % 2 === 1 }];
    case 'office':
      return ['commercialScene', time, { variant: 'tower' }];
    case 'retail':
      return ['commercialScene', time, { variant: 'street' }];
    case 'warehouse':
      return ['commercialScene', time, { variant: 'warehouse' }];
    default:
      return ['landPlot', ['day', 'golden', 'dawn'][n % 3], { backdrop: n % 2 ? 'mountains' : 'skyline' }];
  }
}

/** Six different people for the six agents: skin, hair and its length. */
const PORTRAIT_LOOKS = [
  { skin: 1, hair: 0, long: true },
  { skin: 3, hair: 0, long: false },
  { skin: 0, hair: 3, long: true },
  { skin: 2, hair: 4, long: false },
  { skin: 1, hair: 1, long: false },
  { skin: 0, hair: 2, long: true },
];
export const portraitLook = (i) => PORTRAIT_LOOKS[i % PORTRAIT_LOOKS.length];
