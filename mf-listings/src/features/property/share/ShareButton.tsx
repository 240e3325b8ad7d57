/**
 * Share a home: the device's share sheet (Web Share API) where there is one, otherwise its link is
 * copied and "Link copied" is announced. The link is the page's own address without query or hash.
 */
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '@manzil/i18n';
import { needsScriptClass, toolButtonClass } from '@manzil/ui';
import { shareMessages } from './messages';
import styles from './ShareButton.module.css';

const MESSAGE_MS = 4000;

export function ShareButton({ name }: { name: string }) {
  const t = useMessages(shareMessages);
  const [message, setMessage] = useState('');
  const [manualLink, setManualLink] = useState('');
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const say = (text: string) => {
    setMessage(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setMessage(''), MESSAGE_MS);
  };

  const share = async () => {
    const url = `${window.location.origin}${window.location.pathname}`;
    setManualLink('');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      say(t('copied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): the link, selected, to copy by hand.
      setManualLink(url);
      say(t('copyBelow'));
    }
  };

  return (
    <div className={styles.share}>
      <button
        type="button"
        className={`${toolButtonClass} ${styles.button} ${needsScriptClass}`}
        aria-label={t('shareHome', { name })}
        onClick={() => void share()}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
          <circle cx="18" cy="5" r="2.5" />
          <circle cx="6" cy="12" r="2.5" />
          <circle cx="18" cy="19" r="2.5" />
          <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
        </svg>
        {t('share')}
      </button>
      <span role="status" className={styles.message}>
        {message}
      </span>
      {manualLink && (
        <input
          className={styles.link}
          readOnly
          aria-label={t('link')}
          dir="ltr"
          value={manualLink}
          onFocus={(event) => event.currentTarget.select()}
          ref={(input) => input?.select()}
        />
      )}
    </div>
  );
}
