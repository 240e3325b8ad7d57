import { Link } from 'react-router-dom';
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
      <Link to="/" className={styles.button}>
        Back to home
      </Link>
    </section>
  );
}

/** Footer destinations whose screens are not built yet: honest "coming soon", not a 404. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section className={styles.page} aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className={`${headingClass} ${styles.title}`}>
        {title}
      </h1>
      <p className={styles.text}>This page is coming soon. In the meantime, our team is happy to help.</p>
      <Link to="/contact" className={styles.button}>
        Contact Us
      </Link>
    </section>
  );
}
