import { Link } from 'react-router-dom';
import { toSlug, type CityEntry } from '@manzil/contract';
import { Content, useContent, useMessages, usePagePath } from '@manzil/i18n';
import { stackClass, visuallyHidden } from '@manzil/ui';
import common from '../../shared/ui/common.module.css';
import { CardPhoto } from '../../shared/ui/CardPhoto';
import styles from './CityPage.module.css';
import { cityMessages } from './messages';

export function AreaCard({ area, citySlug }: { area: CityEntry; citySlug: string }) {
  const headingId = `area-card-${area._id}`;
  const t = useMessages(cityMessages);
  const path = usePagePath();
  const name = useContent()(area, 'name');
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <CardPhoto src={area.imageURL} alt={name.text} width={600} height={400} className={styles.cardImage} />
      <div className={`${stackClass} ${styles.cardBody}`}>
        <h3 id={headingId} className={styles.cardTitle} lang={name.lang}>
          {name.text}
        </h3>
        <Content record={area} field="discription" as="p" className={styles.cardText} />
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
