/** Prints the seed data as JSON so generate.mjs draws exactly the files the seed refers to. */
import {
  SEED_AGENTS,
  SEED_AREAS,
  SEED_EMIRATES,
  SEED_PROPERTIES,
  SEED_VR_CARDS,
} from '../../packages/demo-content/src/data.ts';
import { LISTING_PHOTO_POOL, PROPERTY_IMAGES } from '../../packages/demo-content/src/media.ts';

process.stdout.write(
  JSON.stringify({
    emirates: SEED_EMIRATES,
    areas: SEED_AREAS,
    properties: SEED_PROPERTIES,
    vrCards: SEED_VR_CARDS,
    propertyImages: PROPERTY_IMAGES,
    listingPhotos: Object.entries(LISTING_PHOTO_POOL).flatMap(([kind, paths]) =>
      paths.map((path, i) => ({ path, kind, n: i + 1 })),
    ),
    agents: SEED_AGENTS,
  }),
);
