import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LOCALE_INFO } from '@manzil/contract';
import { messagesIn, useLocale } from '@manzil/i18n';
import { languageHintMessages } from './messages';
import { otherLanguage, pageIn, rememberLanguage, suggestedLanguage } from './language';
import styles from './Navbar.module.css';

/**
 * The link to this page (and its query: a search stays the same search) in the other language, named in
 * that language. A plain link: it works before the app has started, and the new page is the server's.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const { locale, href } = otherLanguage(pathname, search);
  const { lang, name } = LOCALE_INFO[locale];
  return (
    <a
      href={href}
      lang={lang}
      hrefLang={LOCALE_INFO[locale].hreflang}
      className={className}
      onClick={() => rememberLanguage(locale)}
    >
      {name}
    </a>
  );
}

/**
 * After the page has started: a visitor who chose the other language before (or whose browser asks for
 * it) is offered this page in it, in its words. Never a redirect: the page's HTML is everyone's.
 */
export function LanguageHint() {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const [suggested, setSuggested] = useState<ReturnType<typeof suggestedLanguage>>();
  useEffect(() => {
    setSuggested(suggestedLanguage(locale, document.cookie, navigator.languages ?? []));
  }, [locale]);
  if (!suggested) return null;
  const t = messagesIn(languageHintMessages, suggested);
  const href = pageIn(suggested, pathname, search);
  const { lang, dir, hreflang } = LOCALE_INFO[suggested];
  return (
    <aside className={styles.hint} lang={lang} dir={dir} aria-label={t('text')}>
      <p className={styles.hintText}>
        {t('text')}{' '}
        <a href={href} hrefLang={hreflang} onClick={() => rememberLanguage(suggested)}>
          {t('open')}
        </a>
      </p>
      <button
        type="button"
        className={styles.hintClose}
        aria-label={t('dismiss')}
        onClick={() => {
          // Dismissed: this page's language is the visitor's choice from now on.
          rememberLanguage(locale);
          setSuggested(undefined);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
