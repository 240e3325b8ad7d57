/** The developer wordmarks under public/images/developers/ (one SVG each, 240 × 80). */
export interface Developer {
  name: string;
  logo: string;
}

export const DEVELOPERS: readonly Developer[] = [
  { name: 'Emaar', logo: '/images/developers/emaar.svg' },
  { name: 'DAMAC', logo: '/images/developers/damac.svg' },
  { name: 'Nakheel', logo: '/images/developers/nakheel.svg' },
  { name: 'Sobha', logo: '/images/developers/sobha.svg' },
  { name: 'Meraas', logo: '/images/developers/meraas.svg' },
  { name: 'Aldar', logo: '/images/developers/aldar.svg' },
  { name: 'Ellington', logo: '/images/developers/ellington.svg' },
  { name: 'Azizi', logo: '/images/developers/azizi.svg' },
  { name: 'Binghatti', logo: '/images/developers/binghatti.svg' },
  { name: 'Arada', logo: '/images/developers/arada.svg' },
];
