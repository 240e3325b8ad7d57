/** The nine home page emirate cards (docs/glossary.md), in the admin form's order. */
import { EMIRATES, type EmirateName } from '@manzil/contract';
import { EMIRATES_AR } from './arabic';
import { emirateImage } from './media';
import type { SeedEmirate } from './types';

const CARD_TEXTS: Record<EmirateName, string> = {
  'Abu Dhabi':
    'The UAE capital pairs island living on Saadiyat, Yas and Al Reem with museums, beaches and a calm, family-friendly pace.',
  Dubai:
    'From Downtown towers to Palm Jumeirah villas, Dubai offers freehold homes for every budget and some of the strongest rental yields in the region.',
  Sharjah:
    'The cultural capital of the UAE, with lagoon-front apartments and new master communities at prices well below Dubai.',
  Ajman:
    'Beachfront towers and affordable family homes, twenty-five minutes from Dubai and among the lowest entry prices in the country.',
  'Umm Al Quwain':
    'Quiet lagoons, mangroves and spacious plots make Umm Al Quwain a peaceful choice for villas, warehouses and land.',
  'Ras Al Khaimah':
    'Mountains meet the sea: island resorts on Al Marjan, golf living at Al Hamra and a growing tourism economy.',
  Fujairah:
    'The only emirate on the Gulf of Oman, with Hajar mountain views, clear water in Dibba and relaxed coastal homes.',
  'International Projects':
    'Hand-picked residences abroad, in London and Istanbul, sold from our Dubai office with the same clear advice.',
  'Penthouses and Luxury Villas':
    'Sky penthouses and private villas in the most sought-after addresses, shown by appointment only.',
};

export const SEED_EMIRATES: SeedEmirate[] = EMIRATES.map((name) => ({
  name,
  text: CARD_TEXTS[name],
  image: emirateImage(name),
  translations: { ar: EMIRATES_AR[name] },
}));
