/** Prints the seed data as JSON so generate.mjs draws exactly the files the seed refers to. */
import { SEED_AREAS, SEED_EMIRATES, SEED_PROPERTIES, SEED_VR_CARDS } from '../../api/src/db/seed/data.ts';
import { PROPERTY_IMAGES } from '../../api/src/db/seed/media.ts';

process.stdout.write(
  JSON.stringify({
    emirates: SEED_EMIRATES,
    areas: SEED_AREAS,
    properties: SEED_PROPERTIES,
    vrCards: SEED_VR_CARDS,
    propertyImages: PROPERTY_IMAGES,
  }),
);
