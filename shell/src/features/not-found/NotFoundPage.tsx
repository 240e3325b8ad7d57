import { Link } from 'react-router-dom';
import { useMessages, usePagePath } from '@manzil/i18n';
import { headingClass } from '@manzil/ui';
import { notFoundMessages } from './messages';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  const t = useMessages(notFoundMessages);
  const path = usePagePath();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code}>404</p>
      <h1 id="not-found-title" className={`${headingClass} ${styles.title}`}>
        {t('title')}
      </h1>
      <p className={styles.text}>{t('text')}</p>
      <Link to={path('home')} className={styles.button}>
        {t('back')}
      </Link>
    </section>
  );
}
