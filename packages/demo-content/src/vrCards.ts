/** VR project cards of the 3dspace page. Tours live on the agency's own tour host (external links). */
import { VR_CARD_NAMES_AR } from './arabic';
import { vrImage } from './media';
import type { SeedVrCard } from './types';

const TOURS = 'https://tours.manzil.ae';

const CARDS: Omit<SeedVrCard, 'translations'>[] = [
  {
    name: 'Boulevard Crest Residence',
    image: vrImage(1),
    links360: [`${TOURS}/boulevard-crest/living-room`, `${TOURS}/boulevard-crest/master-suite`],
  },
  {
    name: 'Frond Beachfront Villa',
    image: vrImage(2),
    links360: [
      `${TOURS}/frond-beachfront-villa/pool-deck`,
      `${TOURS}/frond-beachfront-villa/majlis`,
      `${TOURS}/frond-beachfront-villa/beach`,
    ],
  },
  { name: 'Marina Promenade Residence', image: vrImage(3), links360: [`${TOURS}/marina-promenade/balcony`] },
  {
    name: 'Hartland Forest Villa',
    image: vrImage(4),
    links360: [`${TOURS}/hartland-forest-villa/garden`, `${TOURS}/hartland-forest-villa/kitchen`],
  },
  { name: 'Bay Square Office', image: vrImage(5), links360: [`${TOURS}/bay-square-office/open-plan`] },
  {
    name: 'Saadiyat Dunes Villa',
    image: vrImage(6),
    links360: [`${TOURS}/saadiyat-dunes-villa/terrace`, `${TOURS}/saadiyat-dunes-villa/living-room`],
  },
  {
    name: 'Lime Grove Townhouse',
    image: vrImage(7),
    links360: [`${TOURS}/lime-grove-townhouse/ground-floor`],
  },
  {
    name: 'Boulevard Sky Penthouse',
    image: vrImage(8),
    links360: [
      `${TOURS}/boulevard-sky-penthouse/terrace`,
      `${TOURS}/boulevard-sky-penthouse/living-room`,
      `${TOURS}/boulevard-sky-penthouse/pool`,
    ],
  },
  { name: 'Marjan Beach Residences', image: vrImage(9), links360: [`${TOURS}/marjan-beach/lobby`] },
  // Tours still being shot: exercises 'No VR Experiences Available'.
  { name: 'Aljada Park Townhouses', image: vrImage(10), links360: [] },
];

export const SEED_VR_CARDS: SeedVrCard[] = CARDS.map((card) => {
  const name = VR_CARD_NAMES_AR[card.name];
  if (!name) throw new Error(`The VR card "${card.name}" has no Arabic name`);
  return { ...card, translations: { ar: { name } } };
});
