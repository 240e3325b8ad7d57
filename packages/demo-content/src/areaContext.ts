/** Per-area wording the property seed uses for addresses and overview lines. */

export interface AreaContext {
  /** Street used in full addresses. */
  street: string;
  /** 'Title - text' overview line about getting around. */
  access: string;
  /** Country line of the address ('UAE' unless abroad). */
  country: string;
  /** Site-relative guide page of the area, used in an overview link line. */
  guide: string;
  /** Human location of the listings when it is not '{area}, {emirate}'. */
  location?: string;
}

export const AREA_CONTEXT: Record<string, AreaContext> = {
  downtown_dubai: {
    street: 'Sheikh Mohammed bin Rashid Boulevard',
    access: 'Prime Location - Two minutes walk to The Dubai Mall and the metro',
    country: 'UAE',
    guide: '/dubai/downtown-dubai',
  },
  dubai_marina: {
    street: 'Al Marsa Street',
    access: 'Waterfront Living - Steps from Marina Walk, the tram and JBR Beach',
    country: 'UAE',
    guide: '/dubai/dubai-marina',
  },
  palm_jumeirah: {
    street: 'Palm Jumeirah Road',
    access: 'Island Address - Private beach access and the Palm Monorail nearby',
    country: 'UAE',
    guide: '/dubai/palm-jumeirah',
  },
  business_bay: {
    street: 'Marasi Drive',
    access: 'Central Location - On the Dubai Water Canal, five minutes to Downtown',
    country: 'UAE',
    guide: '/dubai/business-bay',
  },
  dubai_hills_estate: {
    street: 'Dubai Hills Boulevard',
    access: 'Green Community - Parks, golf and Dubai Hills Mall close by',
    country: 'UAE',
    guide: '/dubai/dubai-hills-estate',
  },
  jumeirah_village_circle: {
    street: 'Circle Mall Road, District 12',
    access: 'Easy Access - Minutes from Al Khail Road and Circle Mall',
    country: 'UAE',
    guide: '/dubai/jumeirah-village-circle',
  },
  sobha: {
    street: 'Al Khail Road, Mohammed Bin Rashid City',
    location: 'Sobha Hartland, Dubai',
    access: 'Sobha Hartland - Forest walks and schools inside the community',
    country: 'UAE',
    guide: '/dubai/sobha',
  },
  saadiyat_island: {
    street: 'Jacques Chirac Street',
    access: 'Cultural District - Near the Louvre Abu Dhabi and Saadiyat Beach',
    country: 'UAE',
    guide: '/abu-dhabi/saadiyat-island',
  },
  al_reem_island: {
    street: 'Tamouh Street',
    access: 'Island Living - Five minutes to the Abu Dhabi business district',
    country: 'UAE',
    guide: '/abu-dhabi/al-reem-island',
  },
  yas_island: {
    street: 'Yas Leisure Drive',
    access: 'Leisure Island - Yas Mall, theme parks and Yas Links nearby',
    country: 'UAE',
    guide: '/abu-dhabi/yas-island',
  },
  al_majaz: {
    street: 'Jamal Abdul Nasser Street',
    access: 'Lagoon Side - Walk to Al Majaz Waterfront and the Corniche',
    country: 'UAE',
    guide: '/sharjah/al-majaz',
  },
  aljada: {
    street: 'University City Road',
    access: 'New Community - Central Hub, parks and University City nearby',
    country: 'UAE',
    guide: '/sharjah/aljada',
  },
  al_nuaimiya: {
    street: 'Sheikh Khalifa Bin Zayed Street',
    access: 'City Convenience - Shops, schools and City Centre Ajman nearby',
    country: 'UAE',
    guide: '/ajman/al-nuaimiya',
  },
  al_zorah: {
    street: 'Al Zorah Boulevard',
    access: 'Nature Reserve - Mangroves, golf and beach on the doorstep',
    country: 'UAE',
    guide: '/ajman/al-zorah',
  },
  al_salamah: {
    street: 'Al Salamah Street',
    access: 'Quick Commute - Direct access to Emirates Road',
    country: 'UAE',
    guide: '/umm-al-quwain/al-salamah',
  },
  al_raas: {
    street: 'King Faisal Road',
    access: 'Old Town - Near the fort museum and the lagoon',
    country: 'UAE',
    guide: '/umm-al-quwain/al-raas',
  },
  al_marjan_island: {
    street: 'Al Marjan Island Boulevard',
    access: 'Beachfront - Resort beaches and hotel dining on the island',
    country: 'UAE',
    guide: '/ras-al-khaimah/al-marjan-island',
  },
  al_hamra_village: {
    street: 'Al Hamra Road',
    access: 'Golf and Marina - Al Hamra Mall and the golf club close by',
    country: 'UAE',
    guide: '/ras-al-khaimah/al-hamra-village',
  },
  dibba: {
    street: 'Dibba Corniche Road',
    access: 'Coast and Mountains - Beaches, dive sites and the Hajar range',
    country: 'UAE',
    guide: '/fujairah/dibba',
  },
  al_faseel: {
    street: 'Al Faseel Road',
    access: 'Corniche Living - Beach, mall and port within minutes',
    country: 'UAE',
    guide: '/fujairah/al-faseel',
  },
  london: {
    street: 'Nine Elms Lane',
    access: 'Riverside London - Tube and Elizabeth line within a short walk',
    country: 'United Kingdom',
    guide: '/international-projects/london',
    location: 'London, United Kingdom',
  },
  istanbul: {
    street: 'Büyükdere Avenue',
    access: 'European Side - Metro to Levent and the Bosphorus ferries',
    country: 'Türkiye',
    guide: '/international-projects/istanbul',
    location: 'Istanbul, Türkiye',
  },
  dubai_penthouses: {
    street: 'Sheikh Mohammed bin Rashid Boulevard',
    access: 'Top Floor - Private lift lobby and valet parking',
    country: 'UAE',
    guide: '/penthouses-and-luxury-villas/dubai-penthouses',
    location: 'Downtown Dubai, Dubai',
  },
  emirates_hills: {
    street: 'Emirates Hills Street',
    access: 'Gated Enclave - Montgomerie golf course and lakes',
    country: 'UAE',
    guide: '/penthouses-and-luxury-villas/emirates-hills',
    location: 'Emirates Hills, Dubai',
  },
};
