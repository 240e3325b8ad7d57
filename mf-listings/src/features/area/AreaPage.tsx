/** /{cityName}/{areaName}: hero, 'Top Picks in {AREA}' with the detail panel, and the property grid. */
import { useParams } from 'react-router-dom';
import { emirateSlidesFolder, titleFromSlug, toAreaKey, toEmirateKey } from '@manzil/contract';
import { useAreaData, useAreaProperties } from '@manzil/api-client';
import { remoteData } from '../../shared/api/remoteData';
import { HeroSlideshow, slideSources } from '../../shared/ui/HeroSlideshow';
import { PropertyListing } from '../../shared/ui/PropertyListing';
import common from '../../shared/ui/common.module.css';
import { AreaDetailPanel } from './AreaDetailPanel';
import { displayClass, headingClass } from '@manzil/ui';

export default function AreaPage() {
  const { cityName = '', areaName = '' } = useParams();
  const areaTitle = titleFromSlug(areaName);
  const areaKey = toAreaKey(areaName);
  const emirateKey = toEmirateKey(cityName);
  const properties = remoteData(useAreaProperties(areaKey));
  const areaData = remoteData(useAreaData(emirateKey, areaKey));

  return (
    <>
      {/* The emirate's own pictures: an area of Sharjah shows Sharjah. */}
      <HeroSlideshow images={slideSources(emirateSlidesFolder(cityName))} subject={areaTitle}>
        <h1 className={`${displayClass} ${common.heroTitle}`}>Explore {areaTitle}</h1>
        <p className={common.heroTagline}>Find homes that match your lifestyle, right here.</p>
      </HeroSlideshow>
      {areaData.status === 'success' && areaData.data && (
        <section className={common.container} aria-labelledby="top-picks-heading">
          <h2 id="top-picks-heading" className={`${headingClass} ${common.sectionTitle}`}>
            Top Picks in {areaTitle.toUpperCase()}
          </h2>
          <AreaDetailPanel area={areaData.data} areaKey={areaKey} />
        </section>
      )}
      <PropertyListing heading={`Top Properties in ${areaTitle.toUpperCase()}`} properties={properties} />
    </>
  );
}
