import { Link } from 'react-router-dom';
import { pagePath } from '@manzil/contract';
import styles from './NotFoundPage.module.css';
import { headingClass } from '@manzil/ui';

export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code}>404</p>
      <h1 id="not-found-title" className={`${headingClass} ${styles.title}`}>
        Page not found
      </h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <Link to={pagePath('home')} className={styles.button}>
        Back to home
      </Link>
    </section>
  );
}
