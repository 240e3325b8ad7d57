/** Seeded areas: real communities with approximate centres, plus the Sobha developer collection. */
import type { EmirateName } from '@manzil/contract';
import { AREAS_AR } from './arabic';
import { AREA_LISTS_AR } from './areaListsArabic';
import { areaImage, brochurePdf, floorPlanImages, galleryImages } from './media';
import type { SeedArea } from './types';

interface AreaInput {
  emirate: EmirateName;
  name: string;
  discription: string;
  neighbourhood: string[];
  feature: string[];
  /** false: the area has no brochure (exercises the hidden 'Download Brochure' button). */
  brochure: boolean;
  floorPlans: number;
  gallery: number;
  lat: number;
  lon: number;
  collection?: boolean;
}

const AREA_INPUTS: AreaInput[] = [
  // Dubai
  {
    emirate: 'Dubai',
    name: 'Downtown Dubai',
    discription:
      'Downtown Dubai is the city’s flagship district, built around Burj Khalifa, The Dubai Mall and the Dubai Fountain. Its boulevard is lined with high-rise residences, hotels and cafés, and the Dubai Opera anchors a busy cultural calendar. Apartments here hold their value well and are popular with both residents and short-stay investors.',
    neighbourhood: [
      'The Dubai Mall and Souk Al Bahar within walking distance',
      'Burj Khalifa and the Dubai Fountain shows every evening',
      'Dubai Opera and the Opera District galleries',
      'Burj Khalifa/Dubai Mall metro station on the Red Line',
      'Ten minutes to DIFC and Business Bay offices',
    ],
    feature: [
      'Freehold ownership open to all nationalities',
      'Iconic views of Burj Khalifa and the fountain',
      'Strong short-term rental demand',
      'Pedestrian boulevard with cafés and parks',
      'Premium building services and concierge',
    ],
    brochure: true,
    floorPlans: 3,
    gallery: 5,
    lat: 25.1972,
    lon: 55.2744,
  },
  {
    emirate: 'Dubai',
    name: 'Dubai Marina',
    discription:
      'Dubai Marina is a waterfront community set around a three-kilometre man-made canal, with more than two hundred towers along its promenade. Residents walk to JBR Beach, the Marina Walk restaurants and two metro and tram lines. It is one of the most rented districts in the city.',
    neighbourhood: [
      'Marina Walk promenade with restaurants and yacht berths',
      'JBR Beach and The Walk a short stroll away',
      'Dubai Marina Mall and Marina Yacht Club',
      'Dubai Tram and two Red Line metro stations',
      'Easy access to Sheikh Zayed Road and Dubai Internet City',
    ],
    feature: [
      'Waterfront and sea-view apartments',
      'High occupancy and steady rental yields',
      'Resort-style pools and gyms in most towers',
      'Lively dining and nightlife scene',
    ],
    brochure: true,
    floorPlans: 3,
    gallery: 4,
    lat: 25.0805,
    lon: 55.1403,
  },
  {
    emirate: 'Dubai',
    name: 'Palm Jumeirah',
    discription:
      'Palm Jumeirah is the palm-shaped island off the Jumeirah coast, home to beachfront villas on its fronds and apartments along the trunk. The Crescent holds some of the city’s best-known resorts. Private beach access makes it one of the most prestigious addresses in the UAE.',
    neighbourhood: [
      'Private beaches on the fronds and the Crescent',
      'Nakheel Mall and The View at The Palm',
      'Palm Monorail to the mainland',
      'Beach clubs and fine-dining restaurants at The Pointe',
      'Twenty minutes to Downtown Dubai',
    ],
    feature: [
      'Signature villas with private beach frontage',
      'Sea and skyline views in every direction',
      'Limited supply supports long-term value',
      'Hotel-serviced residences available',
      'Marina berths for private boats',
    ],
    brochure: true,
    floorPlans: 3,
    gallery: 5,
    lat: 25.1124,
    lon: 55.139,
  },
  {
    emirate: 'Dubai',
    name: 'Business Bay',
    discription:
      'Business Bay is a mixed-use district along the Dubai Water Canal, next to Downtown Dubai. Office towers share the waterfront with hotels and modern residences. Its central position and newer buildings make it a favourite with professionals.',
    neighbourhood: [
      'Dubai Water Canal boardwalk and cycling track',
      'Bay Avenue park and retail',
      'Business Bay metro station on the Red Line',
      'Walking distance to Downtown Dubai',
      'Quick access to Al Khail Road and Sheikh Zayed Road',
    ],
    feature: [
      'Canal-view apartments and offices',
      'Good-value alternative to Downtown',
      'Wide choice of commercial units',
      'Many new completions with modern layouts',
    ],
    brochure: true,
    floorPlans: 2,
    gallery: 3,
    lat: 25.1857,
    lon: 55.264,
  },
  {
    emirate: 'Dubai',
    name: 'Dubai Hills Estate',
    discription:
      'Dubai Hills Estate is a green master community between Downtown and Dubai Marina, built around an eighteen-hole championship golf course. It combines villas, townhouses and apartments with parks, schools and Dubai Hills Mall. Families choose it for space and open landscape close to the city.',
    neighbourhood: [
      'Dubai Hills Mall with cinema and indoor theme park',
      'Dubai Hills Golf Club',
      'King’s College Hospital and international schools',
      'Central park with jogging and cycling tracks',
      'Fifteen minutes to Downtown Dubai',
    ],
    feature: [
      'Golf-course and park-view homes',
      'Villas, townhouses and apartments in one community',
      'Family-friendly with schools on site',
      'Gated neighbourhoods with security',
      'Strong capital growth since handover',
    ],
    brochure: true,
    floorPlans: 3,
    gallery: 4,
    lat: 25.1083,
    lon: 55.2458,
  },
  {
    emirate: 'Dubai',
    name: 'Jumeirah Village Circle',
    discription:
      'Jumeirah Village Circle (JVC) is a circular community of low- and mid-rise buildings, townhouses and villas between Al Khail Road and Sheikh Mohammed Bin Zayed Road. It offers some of the most affordable freehold homes in Dubai. High rental yields make it popular with first-time investors.',
    neighbourhood: [
      'Circle Mall with supermarket and cinema',
      'Over thirty neighbourhood parks',
      'Nursery and primary schools within the community',
      'Twenty minutes to Dubai Marina',
      'Quick access to Al Khail Road',
    ],
    feature: [
      'Affordable studios and one-bedroom apartments',
      'Rental yields among the highest in Dubai',
      'Quiet, landscaped streets',
      'Many off-plan launches with payment plans',
    ],
    brochure: true,
    floorPlans: 2,
    gallery: 3,
    lat: 25.0609,
    lon: 55.2094,
  },
  {
    emirate: 'Dubai',
    name: 'Sobha',
    discription:
      'Homes by Sobha Realty, a developer known for building everything in-house, from design to finishing. Most of the collection sits in Sobha Hartland in Mohammed Bin Rashid City, a green community beside the Ras Al Khor wildlife sanctuary. Expect high-quality finishes, large windows and landscaped grounds.',
    neighbourhood: [
      'Sobha Hartland forest and park trails',
      'International schools inside the community',
      'Ten minutes to Downtown Dubai',
      'Views of the Dubai Creek and the Ras Al Khor sanctuary',
    ],
    feature: [
      'Developer-built finishes and joinery',
      'Villas, townhouses and waterfront apartments',
      'Flexible payment plans on new launches',
      'Landscaped, low-density layouts',
    ],
    brochure: true,
    floorPlans: 2,
    gallery: 4,
    lat: 25.1787,
    lon: 55.3083,
    collection: true,
  },
  // Abu Dhabi
  {
    emirate: 'Abu Dhabi',
    name: 'Saadiyat Island',
    discription:
      'Saadiyat Island is Abu Dhabi’s cultural district, home to the Louvre Abu Dhabi and a long natural beach. Low-rise villas and beach residences sit beside golf courses and protected dunes. It is one of the capital’s most desirable places to live.',
    neighbourhood: [
      'Louvre Abu Dhabi and the Cultural District',
      'Saadiyat Public Beach and beach clubs',
      'Saadiyat Beach Golf Club',
      'Cranleigh and other international schools',
      'Twenty minutes to Abu Dhabi city centre',
    ],
    feature: [
      'Beachfront villas and apartments',
      'Protected natural coastline',
      'Freehold zone for all nationalities',
      'Museum and gallery district on the doorstep',
    ],
    brochure: true,
    floorPlans: 2,
    gallery: 4,
    lat: 24.5446,
    lon: 54.4343,
  },
  {
    emirate: 'Abu Dhabi',
    name: 'Al Reem Island',
    discription:
      'Al Reem Island is a high-rise residential island minutes from Abu Dhabi’s business district. Its towers overlook the water and the city, with Reem Mall and Reem Central Park at its heart. It is a popular choice for young professionals.',
    neighbourhood: [
      'Reem Mall and The Galleria on Al Maryah Island',
      'Reem Central Park',
      'Waterfront boardwalks',
      'Five minutes to the Abu Dhabi business district',
    ],
    feature: [
      'Sea and city-view apartments',
      'Good rental demand from professionals',
      'Modern towers with pools and gyms',
      'Investment zone open to all nationalities',
    ],
    brochure: true,
    floorPlans: 2,
    gallery: 3,
    lat: 24.4995,
    lon: 54.4033,
  },
  {
    emirate: 'Abu Dhabi',
    name: 'Yas Island',
    discription:
      'Yas Island is Abu Dhabi’s leisure island, home to Ferrari World, Yas Waterworld, Warner Bros. World and the Yas Marina Circuit. Residential communities of villas, townhouses and apartments surround the attractions. Yas Mall and Yas Bay give residents shopping and dining close to home.',
    neighbourhood: [
      'Yas Mall and Yas Bay Waterfront',
      'Ferrari World and Yas Waterworld',
      'Yas Links golf course',
      'Yas Marina Circuit',
      'Twenty-five minutes to Abu Dhabi city centre',
    ],
    feature: [
      'Townhouses and villas with gardens',
      'Theme parks and events on the doorstep',
      'Freehold investment zone',
      'Family-friendly community facilities',
    ],
    brochure: true,
    floorPlans: 2,
    gallery: 3,
    lat: 24.4959,
    lon: 54.6066,
  },
  // Sharjah
  {
    emirate: 'Sharjah',
    name: 'Al Majaz',
    discription:
      'Al Majaz is a central Sharjah district around Khalid Lagoon and the Al Majaz Waterfront park. Established towers offer roomy apartments at rents well below Dubai’s. The Corniche and family parks make it a favourite with families.',
    neighbourhood: [
      'Al Majaz Waterfront and the musical fountain',
      'Khalid Lagoon corniche',
      'Sahara Centre and Mega Mall nearby',
      'Schools and clinics within walking distance',
    ],
    feature: [
      'Large apartments at affordable rents',
      'Lagoon views from many buildings',
      'Family-oriented community',
      'Close to the Dubai border via Al Ittihad Road',
    ],
    brochure: true,
    floorPlans: 2,
    gallery: 3,
    lat: 25.3236,
    lon: 55.3872,
  },
  {
    emirate: 'Sharjah',
    name: 'Aljada',
    discription:
      'Aljada is a new master community in Sharjah by Arada, planned around a central hub with parks, a skate park and restaurants. It mixes apartments and townhouses, many sold with payment plans. Its location near University City suits students, academics and young families.',
    neighbourhood: [
      'Central Hub with dining and family attractions',
      'Near University City of Sharjah',
      'Sharjah International Airport ten minutes away',
      'Direct access to Emirates Road',
    ],
    feature: [
      'New-build apartments and townhouses',
      'Freehold for all nationalities',
      'Payment plans on off-plan phases',
      'Walkable, landscaped layout',
      'Sports and community facilities',
    ],
    brochure: true,
    floorPlans: 3,
    gallery: 3,
    lat: 25.3118,
    lon: 55.4687,
  },
  // Ajman
  {
    emirate: 'Ajman',
    name: 'Al Nuaimiya',
    discription:
      'Al Nuaimiya is one of Ajman’s most established residential districts, with mid-rise towers, shops and schools. It is known for some of the lowest rents in the northern emirates. City Centre Ajman and the Corniche are a short drive away.',
    neighbourhood: [
      'City Centre Ajman shopping mall',
      'Ajman Corniche and public beach',
      'Schools, clinics and mosques nearby',
      'Bus links to Sharjah and Dubai',
    ],
    feature: [
      'Very affordable studios and apartments',
      'Freehold towers for all nationalities',
      'Shops and services at street level',
      'Good value for first-time buyers',
    ],
    brochure: true,
    floorPlans: 2,
    gallery: 3,
    lat: 25.3917,
    lon: 55.4497,
  },
  {
    emirate: 'Ajman',
    name: 'Al Zorah',
    discription:
      'Al Zorah is a coastal development in Ajman set within a protected mangrove reserve. It offers golf-course villas, beachfront apartments and hotels. The natural setting makes it Ajman’s most upscale address.',
    neighbourhood: [
      'Al Zorah Golf Club',
      'Mangrove reserve with kayaking trails',
      'Beach hotels and marina',
      'Thirty minutes to Dubai',
    ],
    feature: [
      'Golf-view villas and beachfront apartments',
      'Protected natural environment',
      'Freehold for all nationalities',
      'Quiet, low-density community',
    ],
    brochure: true,
    floorPlans: 2,
    gallery: 3,
    lat: 25.4372,
    lon: 55.4851,
  },
  // Umm Al Quwain
  {
    emirate: 'Umm Al Quwain',
    name: 'Al Salamah',
    discription:
      'Al Salamah is a residential district of Umm Al Quwain with family villas, low-rise buildings and local shops. Plots here are spacious and prices modest. It has quick access to Emirates Road for commuting to Sharjah and Dubai.',
    neighbourhood: [
      'Local markets and co-operative supermarket',
      'Schools and health centre',
      'Ten minutes to Umm Al Quwain Corniche',
      'Direct access to Emirates Road',
    ],
    feature: [
      'Spacious villas on large plots',
      'Low-cost storage and commercial units',
      'Quiet residential streets',
      'Good value land for self-build',
    ],
    brochure: true,
    floorPlans: 2,
    gallery: 3,
    lat: 25.4957,
    lon: 55.5785,
  },
  {
    emirate: 'Umm Al Quwain',
    name: 'Al Raas',
    discription:
      'Al Raas is the old town of Umm Al Quwain at the tip of its peninsula, with the fort museum, the lagoon and traditional neighbourhoods. Low-rise apartments and houses sit close to the water. It is calm and characterful, with mangroves and islands just offshore.',
    neighbourhood: [
      'Umm Al Quwain Fort and museum',
      'Lagoon waterfront and fishing harbour',
      'Mangrove islands reachable by kayak',
      'Corniche walk',
    ],
    feature: [
      'Low-rise homes near the water',
      'Some of the lowest rents in the UAE',
      'Heritage setting',
      'Quiet, traffic-free streets',
    ],
    brochure: false,
    floorPlans: 2,
    gallery: 3,
    lat: 25.5794,
    lon: 55.5556,
  },
  // Ras Al Khaimah
  {
    emirate: 'Ras Al Khaimah',
    name: 'Al Marjan Island',
    discription:
      'Al Marjan Island is a group of four man-made coral-shaped islands off the Ras Al Khaimah coast. Beach resorts and residential towers line its shores, and a large integrated resort is under construction. Investors expect strong tourism-led demand.',
    neighbourhood: [
      'Beach resorts and hotel beach clubs',
      'Twelve kilometres of waterfront',
      'Al Hamra Mall ten minutes away',
      'Fifty minutes to Dubai',
    ],
    feature: [
      'Beachfront apartments with sea views',
      'Holiday-home and hotel-apartment options',
      'Freehold for all nationalities',
      'Payment plans on new towers',
      'Tourism-driven rental demand',
    ],
    brochure: true,
    floorPlans: 2,
    gallery: 3,
    lat: 25.6852,
    lon: 55.7376,
  },
  {
    emirate: 'Ras Al Khaimah',
    name: 'Al Hamra Village',
    discription:
      'Al Hamra Village is a waterfront golf community in Ras Al Khaimah with villas, townhouses and apartments around a marina and lagoon. Al Hamra Mall and the golf club are at its centre. The Hajar Mountains form the backdrop.',
    neighbourhood: [
      'Al Hamra Golf Club',
      'Al Hamra Mall and marina',
      'Private community beach',
      'Jebel Jais mountain forty minutes away',
    ],
    feature: [
      'Golf and lagoon-view homes',
      'Villas, townhouses and apartments',
      'Gated community with security',
      'Relaxed resort lifestyle',
    ],
    brochure: true,
    floorPlans: 3,
    gallery: 3,
    lat: 25.6936,
    lon: 55.7807,
  },
  // Fujairah
  {
    emirate: 'Fujairah',
    name: 'Dibba',
    discription:
      'Dibba Al Fujairah sits on the Gulf of Oman at the northern end of the Fujairah coast, framed by the Hajar Mountains. It is known for clear water, diving and quiet beaches. Homes here are mostly villas and low-rise buildings.',
    neighbourhood: [
      'Dibba beach and dive sites',
      'Snoopy Island snorkelling nearby',
      'Dibba Fort and the old town',
      'Mountain drives into the Hajar range',
    ],
    feature: [
      'Sea and mountain views',
      'Spacious villas at modest prices',
      'Holiday-home potential',
      'Quiet coastal lifestyle',
    ],
    brochure: false,
    floorPlans: 2,
    gallery: 3,
    lat: 25.5924,
    lon: 56.2612,
  },
  {
    emirate: 'Fujairah',
    name: 'Al Faseel',
    discription:
      'Al Faseel is a coastal district just north of Fujairah city centre, with the Corniche, beachfront hotels and residential towers. It is close to Fujairah Port and the city’s offices. Residents enjoy sea views with the mountains behind.',
    neighbourhood: [
      'Fujairah Corniche and public beach',
      'Fujairah City Centre mall',
      'Al Bidyah Mosque thirty minutes north',
      'Close to Fujairah Port and free zone',
    ],
    feature: [
      'Sea-view apartments',
      'Affordable family homes',
      'Commercial units near the port',
      'Easy access to the E89 coastal road',
    ],
    brochure: true,
    floorPlans: 2,
    gallery: 3,
    lat: 25.1462,
    lon: 56.3519,
  },
  // International Projects
  {
    emirate: 'International Projects',
    name: 'London',
    discription:
      'Selected new-build residences in London, with a focus on riverside regeneration areas such as Nine Elms and Canary Wharf. Homes are sold with UK freehold or long leasehold titles. Our Dubai team handles viewings by video and guides buyers through the purchase.',
    neighbourhood: [
      'River Thames walks and riverside parks',
      'Elizabeth line and Northern line stations',
      'Battersea Power Station shops and restaurants',
      'Short commute to the City and the West End',
    ],
    feature: [
      'New-build apartments with concierge',
      'Long-term rental demand from professionals',
      'Buy remotely with video viewings',
      'Guidance on UK taxes and mortgages',
    ],
    brochure: true,
    floorPlans: 2,
    gallery: 3,
    lat: 51.4816,
    lon: -0.1319,
  },
  {
    emirate: 'International Projects',
    name: 'Istanbul',
    discription:
      'Residences in Istanbul, from Bosphorus-view apartments to new family compounds on the European side. Prices start well below Gulf averages. Qualifying purchases can support a Turkish residence application.',
    neighbourhood: [
      'Bosphorus waterfront and ferries',
      'Metro links to the historic peninsula',
      'Shopping districts of Levent and Şişli',
      'Istanbul Airport forty minutes away',
    ],
    feature: [
      'Sea and city-view apartments',
      'Compounds with pools and security',
      'Residence-permit eligible purchases',
      'Title deeds handled with local lawyers',
    ],
    brochure: true,
    floorPlans: 2,
    gallery: 3,
    lat: 41.0422,
    lon: 29.0083,
  },
  // Penthouses and Luxury Villas
  {
    emirate: 'Penthouses and Luxury Villas',
    name: 'Dubai Penthouses',
    discription:
      'A curated collection of full-floor and duplex penthouses across Downtown Dubai, Dubai Marina and Business Bay. Each offers a private terrace, panoramic views and premium finishes. Viewings are arranged privately.',
    neighbourhood: [
      'Top-floor homes in landmark towers',
      'Walk to Dubai Mall or Marina Walk',
      'Private lift lobbies and concierge',
      'Valet parking and hotel services',
    ],
    feature: [
      'Private terraces with plunge pools',
      'Double-height living rooms',
      'Panoramic skyline and sea views',
      'Smart-home systems throughout',
      'Discreet, appointment-only viewings',
    ],
    brochure: true,
    floorPlans: 2,
    gallery: 4,
    lat: 25.1904,
    lon: 55.2707,
  },
  {
    emirate: 'Penthouses and Luxury Villas',
    name: 'Emirates Hills',
    discription:
      'Emirates Hills is Dubai’s most exclusive gated villa community, built around the Montgomerie golf course and lakes. Mansions stand on large private plots with mature landscaping. It is often called the Beverly Hills of Dubai.',
    neighbourhood: [
      'The Montgomerie golf course',
      'Emirates Golf Club nearby',
      'Dubai Marina fifteen minutes away',
      'Top international schools in the area',
    ],
    feature: [
      'Custom-built mansions on large plots',
      'Lake and golf-course views',
      'Twenty-four hour gated security',
      'Plots available for bespoke builds',
    ],
    brochure: true,
    floorPlans: 3,
    gallery: 4,
    lat: 25.0687,
    lon: 55.1712,
  },
];

export const SEED_AREAS: SeedArea[] = AREA_INPUTS.map((a) => ({
  emirate: a.emirate,
  name: a.name,
  discription: a.discription,
  imageURL: areaImage(a.name),
  neighbourhood: a.neighbourhood,
  feature: a.feature,
  ar_neighbourhood: arabicListsOf(a.name).neighbourhood,
  ar_feature: arabicListsOf(a.name).feature,
  pdf: a.brochure ? brochurePdf(a.name) : '',
  floorplan: floorPlanImages(a.name, a.floorPlans),
  images: galleryImages(a.name, a.gallery),
  lat: a.lat,
  lon: a.lon,
  ...(a.collection ? { collection: true } : {}),
  translations: { ar: arabicOf(a.name) },
}));

function arabicListsOf(name: string): { neighbourhood: string[]; feature: string[] } {
  const lists = AREA_LISTS_AR[name];
  if (!lists) throw new Error(`The seed area "${name}" has no Arabic highlights and features`);
  return lists;
}

function arabicOf(name: string): { name: string; discription: string } {
  const texts = AREAS_AR[name];
  if (!texts) throw new Error(`The seed area "${name}" has no Arabic texts`);
  return texts;
}
