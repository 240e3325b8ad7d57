import { Link } from 'react-router-dom';
import { pagePath, toSlug, type HomepageCity } from '@manzil/contract';
import { useContent, useMessages, usePagePath } from '@manzil/i18n';
import { useEmirateName } from '../../shared/places/emirateName';
import { emiratesMessages } from './messages';
import { CardPhoto } from '../../shared/ui/CardPhoto';
import styles from './EmiratesSection.module.css';
import { riseClass, stackClass } from '@manzil/ui';
import { Words } from '../../shared/ui/Words';

/** 'Abu-Dhabi' → 'Abu Dhabi': the server keeps emirate names hyphenated. */
export const emirateDisplayName = (name: string): string => name.replace(/[-_]+/g, ' ').trim();

/** The card's link: the name lowercased with spaces as hyphens ('Abu Dhabi' → '/abu-dhabi'). */
export const emiratePath = (name: string): string =>
  pagePath('city', { cityName: toSlug(emirateDisplayName(name)) });

export function EmirateCard({ city }: { city: HomepageCity }) {
  const t = useMessages(emiratesMessages);
  const path = usePagePath();
  const slug = toSlug(emirateDisplayName(city.name));
  const name = useEmirateName()(slug);
  const text = useContent()(city, 'text');
  return (
    <Link to={path('city', { cityName: slug })} className={`${styles.card} ${riseClass}`}>
      <CardPhoto src={city.image} alt={name} width={600} height={450} className={styles.cardImage} />
      <span className={`${stackClass} ${styles.cardBody}`}>
        <span className={styles.cardTitle}>{name}</span>
        {text.text && (
          <span className={styles.cardText} lang={text.lang}>
            <Words shown={text} />
          </span>
        )}
        <span className={styles.cardMore} aria-hidden="true">
          {t('explore')}
        </span>
      </span>
    </Link>
  );
}
