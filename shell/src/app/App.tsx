import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isBackOfficePath } from '@manzil/contract';
import { replayEarlyClick } from './earlyClick';
import { AppRoutes } from './routes';
import { Navbar } from '../features/navbar/Navbar';
import { Footer } from '../features/footer/Footer';
import { ScrollToTop } from '../shared/ScrollToTop';
import { usePageMeta } from '../shared/usePageMeta';
import styles from './App.module.css';

export function App() {
  usePageMeta();
  // The back office draws its own frame (side navigation, its own header): no public navbar or footer.
  const backOffice = isBackOfficePath(useLocation().pathname);
  // The page is interactive: the browser attached to the server's markup (tests wait for this).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyClick();
  }, []);
  return (
    <div className={styles.app}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      {!backOffice && <Navbar />}
      <main id="main" className={backOffice ? styles.mainBare : styles.main} tabIndex={-1}>
        <AppRoutes />
      </main>
      {!backOffice && <Footer />}
    </div>
  );
}
