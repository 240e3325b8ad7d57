import { Link } from 'react-router-dom';
import { toSlug, type CityEntry } from '@manzil/contract';
import { useContent, useMessages, usePagePath } from '@manzil/i18n';
import { stackClass, visuallyHidden } from '@manzil/ui';
import common from '../../shared/ui/common.module.css';
import { CardPhoto } from '../../shared/ui/CardPhoto';
import styles from './CityPage.module.css';
import { cityMessages } from './messages';
import { Words } from '../../shared/ui/Words';

export function AreaCard({ area, citySlug }: { area: CityEntry; citySlug: string }) {
  const headingId = `area-card-${area._id}`;
  const t = useMessages(cityMessages);
  const path = usePagePath();
  const content = useContent();
  const name = content(area, 'name');
  const description = content(area, 'discription');
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <CardPhoto src={area.imageURL} alt={name.text} width={600} height={400} className={styles.cardImage} />
      <div className={`${stackClass} ${styles.cardBody}`}>
        <h3 id={headingId} className={styles.cardTitle} lang={name.lang}>
          <Words shown={name} />
        </h3>
        <p className={styles.cardText} lang={description.lang}>
          <Words shown={description} />
        </p>
        <Link
          to={path('area', { cityName: citySlug, areaName: toSlug(area.name) })}
          className={common.button}
        >
          {/* The words say where the link goes, also for crawlers that read text, not labels. */}
          {t('learnMore')} <span className={visuallyHidden}>{t('learnMoreAbout', { name: name.text })}</span>
        </Link>
      </div>
    </article>
  );
}
