/**
 * /contact. The page's code (and, inside it, Leaflet) is loaded only when the route is visited,
 * so the home page's initial JavaScript does not carry it.
 */
import { lazy, Suspense } from 'react';
import styles from './ContactPage.module.css';
import { visuallyHidden } from '@manzil/ui';

const ContactPageContent = lazy(() => import('./ContactPageContent'));

export function ContactPage() {
  return (
    <Suspense
      fallback={
        <div className={styles.pageLoading} role="status">
          <span className={visuallyHidden}>Loading...</span>
        </div>
      }
    >
      <ContactPageContent />
    </Suspense>
  );
}
