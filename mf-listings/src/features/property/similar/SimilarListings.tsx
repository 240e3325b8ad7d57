/**
 * 'Similar homes' at the foot of a property page: up to four other homes like it (GET
 * /api/properties/by-slug/{slug}/similar: same purpose, its area or its type, a similar price,
 * available first) on the shared listing card. The server renders them with the page; in the browser
 * their code (and the listing card's) is fetched when the section comes near the screen (PropertyPage).
 */
import { similarPropertiesQuery, useDisplayPrefs, useQuery } from '@manzil/api-client';
import { headingClass, ListingCard, tilesClass } from '@manzil/ui';
import { HomeActions } from '@manzil/saved-homes';
import { useMessages } from '@manzil/i18n';
import { ViewHomeLink } from '../../../shared/ui/ViewHomeLink';
import { SIMILAR_ID } from './similarPlace';
import styles from './SimilarListings.module.css';
import { similarMessages } from './messages';

export function SimilarListings({ slug }: { slug: string }) {
  const { data: homes } = useQuery(similarPropertiesQuery(slug));
  const t = useMessages(similarMessages);
  const { area: areaUnit } = useDisplayPrefs();
  if (!homes?.length) return null;
  return (
    <section id={SIMILAR_ID} className={styles.section} aria-labelledby="similar-heading">
      <h2 id="similar-heading" className={`${headingClass} ${styles.title}`}>
        {t('title')}
      </h2>
      <p className={styles.lead}>{t('lead')}</p>
      <div className={`${tilesClass} ${styles.grid}`}>
        {homes.map((home) => (
          <ListingCard
            key={home._id}
            property={home}
            layout="facts"
            areaUnit={areaUnit}
            tools={<HomeActions home={home} />}
          >
            <ViewHomeLink home={home} />
          </ListingCard>
        ))}
      </div>
    </section>
  );
}
