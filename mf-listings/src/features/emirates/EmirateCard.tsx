import { Link } from 'react-router-dom';
import { pagePath, toSlug, type HomepageCity } from '@manzil/contract';
import { CardPhoto } from '../../shared/ui/CardPhoto';
import styles from './EmiratesSection.module.css';
import { riseClass, stackClass } from '@manzil/ui';

/** 'Abu-Dhabi' → 'Abu Dhabi': the server keeps emirate names hyphenated. */
export const emirateDisplayName = (name: string): string => name.replace(/[-_]+/g, ' ').trim();

/** The card's link: the name lowercased with spaces as hyphens ('Abu Dhabi' → '/abu-dhabi'). */
export const emiratePath = (name: string): string =>
  pagePath('city', { cityName: toSlug(emirateDisplayName(name)) });

export function EmirateCard({ city }: { city: HomepageCity }) {
  const name = emirateDisplayName(city.name);
  return (
    <Link to={emiratePath(city.name)} className={`${styles.card} ${riseClass}`}>
      <CardPhoto src={city.image} alt={name} width={600} height={450} className={styles.cardImage} />
      <span className={`${stackClass} ${styles.cardBody}`}>
        <span className={styles.cardTitle}>{name}</span>
        {city.text && <span className={styles.cardText}>{city.text}</span>}
        <span className={styles.cardMore} aria-hidden="true">
          Explore →
        </span>
      </span>
    </Link>
  );
}
