import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '@manzil/contract';
import { useMessages, usePagePath } from '@manzil/i18n';
import { useSavedHomes } from '@manzil/saved-homes';
import { accentButtonClass, countPillClass, NAV, needsScriptClass } from '@manzil/ui';
import { useScrolledPast } from './useScrolledPast';
import { LanguageSwitch } from './LanguageSwitch';
import { DisplayPicker } from '../../shared/display-prefs/DisplayPicker';
import { navbarMessages } from './messages';
import styles from './Navbar.module.css';

const desktopQuery = `(min-width: ${NAV.desktopMinWidthPx}px)`;

export function Navbar() {
  const t = useMessages(navbarMessages);
  const path = usePagePath();
  const scrolled = useScrolledPast(NAV.scrollShadowPx);
  const [menuOpen, setMenuOpen] = useState(false);

  // The mobile menu closes by itself once the window is wide enough for the inline links.
  useEffect(() => {
    const media = window.matchMedia(desktopQuery);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setMenuOpen(false);
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const close = () => setMenuOpen(false);
  // This browser's saved homes: none in the server's HTML, the stored count once the page has started.
  const savedCount = useSavedHomes((state) => state.saved.length);

  return (
    <header className={`${styles.bar} ${scrolled ? styles.scrolled : ''}`} data-scrolled={scrolled}>
      <nav className={styles.inner} aria-label={t('main')}>
        <Link
          to={path('home')}
          className={styles.logoLink}
          aria-label={t('home', { brand: BRAND.name })}
          onClick={close}
        >
          <img src="/images/logo.png" alt="" width={44} height={44} className={styles.logo} />
        </Link>
        <Link to={path('home')} className={styles.brand} onClick={close}>
          <span className={styles.brandName}>{BRAND.name}</span>
          <span className={styles.brandTagline}>{BRAND.tagline}</span>
        </Link>
        {/* Outside the menu: on a phone it is in reach without opening it, and without JavaScript. */}
        <LanguageSwitch className={styles.language} />
        <DisplayPicker className={styles.display} />
        <button
          type="button"
          className={`${styles.toggle} ${needsScriptClass}`}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className={styles.toggleBar} />
          <span className={styles.toggleBar} />
          <span className={styles.toggleBar} />
        </button>
        <div id="main-menu" className={`${styles.links} ${menuOpen ? styles.open : ''}`} data-open={menuOpen}>
          <Link to={path('about')} className={styles.link} onClick={close}>
            {t('about')}
          </Link>
          <Link to={path('contact')} className={`${accentButtonClass} ${styles.cta}`} onClick={close}>
            {t('contact')}
          </Link>
          {/* After the spec's two links, so their order (and keyboard path) stays as the spec has it. */}
          <Link to={path('saved')} className={styles.link} onClick={close}>
            {t('saved')}
            {savedCount > 0 && <span className={`${countPillClass} ${styles.count}`}>{savedCount}</span>}
          </Link>
        </div>
      </nav>
    </header>
  );
}
