/** /dubai/sobha: the Sobha collection with its own 8-image hero (SPEC section 2). */
import { HERO_SLIDES } from '@manzil/contract';
import { fetchAreaProperties } from '../../shared/api/listingsApi';
import { useRemoteData } from '../../shared/hooks/useRemoteData';
import { HeroSlideshow, slideSources } from '../../shared/ui/HeroSlideshow';
import { PropertyListing } from '../../shared/ui/PropertyListing';
import common from '../../shared/ui/common.module.css';

const SLIDES = slideSources(HERO_SLIDES.sobha);
/** The collection's key on the server (SPEC section 7). */
const SOBHA_KEY = 'sobha';

export default function SobhaPage() {
  const properties = useRemoteData(
    'properties:sobha',
    () => fetchAreaProperties(SOBHA_KEY),
    'loading the Sobha properties',
  );
  return (
    <>
      <HeroSlideshow images={SLIDES} subject="Sobha">
        <h1 className={common.heroTitle}>Explore Sobha</h1>
      </HeroSlideshow>
      <PropertyListing heading="Top Properties in SOBHA" properties={properties} />
    </>
  );
}
