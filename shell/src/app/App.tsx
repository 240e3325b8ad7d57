import { useEffect } from 'react';
import { replayEarlyClick } from './earlyClick';
import { AppRoutes } from './routes';
import { Navbar } from '../features/navbar/Navbar';
import { Footer } from '../features/footer/Footer';
import { ScrollToTop } from '../shared/ScrollToTop';
import { usePageMeta } from '../shared/usePageMeta';
import styles from './App.module.css';

export function App() {
  usePageMeta();
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
      <Navbar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <AppRoutes />
      </main>
      <Footer />
    </div>
  );
}
