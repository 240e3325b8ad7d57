import { Link } from 'react-router-dom';
import { pagePath, toSlug, type CityEntry } from '@manzil/contract';
import { stackClass, visuallyHidden } from '@manzil/ui';
import common from '../../shared/ui/common.module.css';
import { CardPhoto } from '../../shared/ui/CardPhoto';
import styles from './CityPage.module.css';

export function AreaCard({ area, citySlug }: { area: CityEntry; citySlug: string }) {
  const headingId = `area-card-${area._id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <CardPhoto src={area.imageURL} alt={area.name} width={600} height={400} className={styles.cardImage} />
      <div className={`${stackClass} ${styles.cardBody}`}>
        <h3 id={headingId} className={styles.cardTitle}>
          {area.name}
        </h3>
        <p className={styles.cardText}>{area.discription}</p>
        <Link
          to={pagePath('area', { cityName: citySlug, areaName: toSlug(area.name) })}
          className={common.button}
        >
          {/* The words say where the link goes, also for crawlers that read text, not labels. */}
          Learn More <span className={visuallyHidden}>about {area.name}</span>
        </Link>
      </div>
    </article>
  );
}
