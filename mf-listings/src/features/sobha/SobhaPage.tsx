/** /dubai/sobha: the Sobha collection with its own 8-image hero (docs/glossary.md). */
import { HERO_SLIDES } from '@manzil/contract';
import { useAreaProperties } from '@manzil/api-client';
import { displayClass } from '@manzil/ui';
import { remoteData } from '../../shared/api/remoteData';
import { HeroSlideshow, slideSources } from '../../shared/ui/HeroSlideshow';
import { PropertyListing } from '../../shared/ui/PropertyListing';
import common from '../../shared/ui/common.module.css';
import { useMessages } from '@manzil/i18n';
import { sobhaMessages } from './messages';

const SLIDES = slideSources(HERO_SLIDES.sobha);
/** The collection's key on the server (docs/glossary.md). */
export const SOBHA_KEY = 'sobha';

export default function SobhaPage() {
  const properties = remoteData(useAreaProperties(SOBHA_KEY));
  const t = useMessages(sobhaMessages);
  return (
    <>
      <HeroSlideshow images={SLIDES} subject={t('subject')}>
        <h1 className={`${displayClass} ${common.heroTitle}`}>{t('title')}</h1>
      </HeroSlideshow>
      <PropertyListing heading={t('top')} properties={properties} />
    </>
  );
}
