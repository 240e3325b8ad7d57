/** /{cityName}/{areaName}: hero, 'Top Picks in {AREA}' with the detail panel, and the property grid. */
import { useParams } from 'react-router-dom';
import { emirateSlidesFolder, titleFromSlug, toAreaKey, toEmirateKey } from '@manzil/contract';
import { useAreaData, useAreaFigures, useAreaProperties } from '@manzil/api-client';
import { useContent, useMessages } from '@manzil/i18n';
import { remoteData } from '../../shared/api/remoteData';
import { HeroSlideshow, slideSources } from '../../shared/ui/HeroSlideshow';
import { PropertyListing } from '../../shared/ui/PropertyListing';
import common from '../../shared/ui/common.module.css';
import { AreaDetailPanel } from './AreaDetailPanel';
import { AreaFigures } from './AreaFigures';
import { areaMessages } from './messages';
import { displayClass, headingClass } from '@manzil/ui';

export default function AreaPage() {
  const { cityName = '', areaName = '' } = useParams();
  const t = useMessages(areaMessages);
  const content = useContent();
  const areaKey = toAreaKey(areaName);
  const emirateKey = toEmirateKey(cityName);
  const properties = remoteData(useAreaProperties(areaKey));
  const areaData = remoteData(useAreaData(emirateKey, areaKey));
  const figures = useAreaFigures(emirateKey, areaKey).data;
  // The record's name where it has one in the page's language; the slug's words otherwise (and in English).
  const translated = areaData.status === 'success' && areaData.data ? content(areaData.data, 'name') : null;
  const areaTitle =
    translated && !translated.lang && t.locale !== 'en' ? translated.text : titleFromSlug(areaName);

  return (
    <>
      {/* The emirate's own pictures: an area of Sharjah shows Sharjah. */}
      <HeroSlideshow images={slideSources(emirateSlidesFolder(cityName))} subject={areaTitle}>
        <h1 className={`${displayClass} ${common.heroTitle}`}>{t('explore', { name: areaTitle })}</h1>
        <p className={common.heroTagline}>{t('tagline')}</p>
      </HeroSlideshow>
      {areaData.status === 'success' && areaData.data && (
        <section className={common.container} aria-labelledby="top-picks-heading">
          <h2 id="top-picks-heading" className={`${headingClass} ${common.sectionTitle}`}>
            {t('topPicks', { name: areaTitle.toUpperCase() })}
          </h2>
          <AreaDetailPanel area={areaData.data} areaKey={areaKey} />
        </section>
      )}
      {figures && <AreaFigures figures={figures} />}
      <PropertyListing
        heading={t('topProperties', { name: areaTitle.toUpperCase() })}
        properties={properties}
      />
    </>
  );
}
