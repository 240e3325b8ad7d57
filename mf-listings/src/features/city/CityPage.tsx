/** /{cityName}: hero slideshow, 'Discover {City}' and the emirate's area cards (docs/glossary.md). */
import { Link, useParams } from 'react-router-dom';
import { emirateSlidesFolder, toEmirateKey, toSlug } from '@manzil/contract';
import { useContent, useMessages, usePagePath } from '@manzil/i18n';
import { homepageCitiesQuery, useCityAreas, useQuery } from '@manzil/api-client';
import { displayClass, headingClass, tilesClass } from '@manzil/ui';
import { remoteData } from '../../shared/api/remoteData';
import { HeroSlideshow, slideSources } from '../../shared/ui/HeroSlideshow';
import common from '../../shared/ui/common.module.css';
import { useEmirateName } from '../../shared/places/emirateName';
import { AreaCard } from './AreaCard';
import { cityMessages } from './messages';
import styles from './CityPage.module.css';
import { Words } from '../../shared/ui/Words';

/** The emirate's own text from the home page list (one cached read), when the server has one. */
const useCityIntro = (citySlug: string) =>
  useQuery({
    ...homepageCitiesQuery(),
    select: (cities) => cities.find((c) => toSlug(c.name.replace(/[-_]+/g, ' ')) === citySlug) ?? null,
  });

export default function CityPage() {
  const { cityName = '' } = useParams();
  const citySlug = cityName.toLowerCase();
  const t = useMessages(cityMessages);
  const path = usePagePath();
  const content = useContent();
  const title = useEmirateName()(citySlug);
  const areas = remoteData(useCityAreas(toEmirateKey(citySlug)));
  const intro = remoteData(useCityIntro(citySlug));

  if (areas.status === 'success' && areas.data === null) {
    return (
      <section className={`${common.container} ${common.centred}`} aria-labelledby="city-not-found">
        <h1 id="city-not-found" className={`${headingClass} ${common.notFoundTitle}`}>
          {t('notFoundTitle')}
        </h1>
        <p>{t('notFoundText', { name: title })}</p>
        <Link to={path('home')} className={common.button}>
          {t('explore')}
        </Link>
      </section>
    );
  }

  const introText = intro.status === 'success' && intro.data ? content(intro.data, 'text') : { text: '' };
  return (
    <>
      <HeroSlideshow images={slideSources(emirateSlidesFolder(citySlug))} subject={title}>
        <h1 className={`${displayClass} ${common.heroTitle}`}>{title}</h1>
      </HeroSlideshow>
      <section className={`${common.container} ${styles.intro}`} aria-labelledby="city-intro-heading">
        <h2 id="city-intro-heading" className={`${headingClass} ${common.sectionTitle}`}>
          {t('discover', { name: title })}
        </h2>
        {introText.text && (
          <p className={styles.introText} lang={introText.lang}>
            <Words shown={introText} />
          </p>
        )}
      </section>
      <section className={common.container} aria-label={t('areasOf', { name: title })}>
        {areas.status === 'loading' ? (
          <p className={common.state} role="status">
            {t('loading')}
          </p>
        ) : areas.status === 'success' && areas.data && areas.data.length > 0 ? (
          <div className={tilesClass}>
            {areas.data.map((area) => (
              <AreaCard key={area._id} area={area} citySlug={citySlug} />
            ))}
          </div>
        ) : (
          <p className={common.state}>{t('noAreas', { name: title })}</p>
        )}
      </section>
    </>
  );
}
