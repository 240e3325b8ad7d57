import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isBackOfficePath, LOCALE_INFO, matchPage, splitLocale } from '@manzil/contract';
import { CompareTray } from '@manzil/saved-homes';
import { LocaleProvider, useMessages } from '@manzil/i18n';
import { replayEarlyClick } from './earlyClick';
import { AppRoutes } from './routes';
import { Navbar } from '../features/navbar/Navbar';
import { Footer } from '../features/footer/Footer';
import { LanguageHint } from '../features/navbar/LanguageSwitch';
import { EnquirySheet } from '../features/contact/EnquirySheet';
import { appMessages } from './messages';
import { ScrollToTop } from '../shared/ScrollToTop';
import { usePageMeta } from '../shared/usePageMeta';
import styles from './App.module.css';

export function App() {
  // The page's language is its path's: every part of the page, each remote's included, reads it from
  // the one provider (@manzil/i18n is a shared singleton).
  const { locale } = splitLocale(useLocation().pathname);
  // The server wrote <html lang dir>; a visitor switching language in the app gets them too.
  useEffect(() => {
    const { lang, dir } = LOCALE_INFO[locale];
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
  }, [locale]);
  return (
    <LocaleProvider locale={locale}>
      <Page />
    </LocaleProvider>
  );
}

function Page() {
  const t = useMessages(appMessages);
  usePageMeta();
  // The back office draws its own frame (side navigation, its own header): no public navbar or footer.
  const { pathname } = useLocation();
  const backOffice = isBackOfficePath(pathname);
  // The page is interactive: the browser attached to the server's markup (tests wait for this).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyClick();
  }, []);
  return (
    <div className={styles.app}>
      <a className={styles.skip} href="#main">
        {t('skip')}
      </a>
      <ScrollToTop />
      {!backOffice && <Navbar />}
      <main id="main" className={backOffice ? styles.mainBare : styles.main} tabIndex={-1}>
        <AppRoutes />
      </main>
      {!backOffice && <Footer />}
      {!backOffice && <LanguageHint />}
      {/* The homes put aside to compare, on every public page but the comparison itself. */}
      {!backOffice && <CompareTray hidden={matchPage(pathname).id === 'compare'} />}
      {!backOffice && <EnquirySheet />}
    </div>
  );
}
