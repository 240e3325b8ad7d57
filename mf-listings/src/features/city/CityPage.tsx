/** /{cityName}: hero slideshow, 'Discover {City}' and the emirate's area cards (docs/glossary.md). */
import { Link, useParams } from 'react-router-dom';
import { emirateSlidesFolder, pagePath, titleFromSlug, toEmirateKey, toSlug } from '@manzil/contract';
import { homepageCitiesQuery, useCityAreas, useQuery } from '@manzil/api-client';
import { displayClass, headingClass, tilesClass } from '@manzil/ui';
import { remoteData } from '../../shared/api/remoteData';
import { HeroSlideshow, slideSources } from '../../shared/ui/HeroSlideshow';
import common from '../../shared/ui/common.module.css';
import { AreaCard } from './AreaCard';
import styles from './CityPage.module.css';

/** The emirate's own text from the home page list (one cached read), when the server has one. */
const useCityIntro = (citySlug: string) =>
  useQuery({
    ...homepageCitiesQuery(),
    select: (cities) => cities.find((c) => toSlug(c.name.replace(/[-_]+/g, ' ')) === citySlug)?.text ?? '',
  });

export default function CityPage() {
  const { cityName = '' } = useParams();
  const citySlug = cityName.toLowerCase();
  const title = titleFromSlug(citySlug);
  const areas = remoteData(useCityAreas(toEmirateKey(citySlug)));
  const intro = remoteData(useCityIntro(citySlug));

  if (areas.status === 'success' && areas.data === null) {
    return (
      <section className={`${common.container} ${common.centred}`} aria-labelledby="city-not-found">
        <h1 id="city-not-found" className={`${headingClass} ${common.notFoundTitle}`}>
          City Not Found
        </h1>
        <p>We could not find an emirate called “{title}”.</p>
        <Link to={pagePath('home')} className={common.button}>
          Explore the emirates
        </Link>
      </section>
    );
  }

  const introText = intro.status === 'success' ? intro.data : '';
  return (
    <>
      <HeroSlideshow images={slideSources(emirateSlidesFolder(citySlug))} subject={title}>
        <h1 className={`${displayClass} ${common.heroTitle}`}>{title}</h1>
      </HeroSlideshow>
      <section className={`${common.container} ${styles.intro}`} aria-labelledby="city-intro-heading">
        <h2 id="city-intro-heading" className={`${headingClass} ${common.sectionTitle}`}>
          Discover {title}
        </h2>
        {introText && <p className={styles.introText}>{introText}</p>}
      </section>
      <section className={common.container} aria-label={`Areas of ${title}`}>
        {areas.status === 'loading' ? (
          <p className={common.state} role="status">
            Loading...
          </p>
        ) : areas.status === 'success' && areas.data && areas.data.length > 0 ? (
          <div className={tilesClass}>
            {areas.data.map((area) => (
              <AreaCard key={area._id} area={area} citySlug={citySlug} />
            ))}
          </div>
        ) : (
          <p className={common.state}>No areas available in {title} yet.</p>
        )}
      </section>
    </>
  );
}
