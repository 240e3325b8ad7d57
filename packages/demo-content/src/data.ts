/** Demo content seeded on a first start (empty database). */
export { SEED_EMIRATES } from './emirates';
export { SEED_AREAS } from './areas';
export { SEED_PROPERTIES } from './properties';
export { SEED_VR_CARDS } from './vrCards';
export { SEED_AGENTS } from './agents';
