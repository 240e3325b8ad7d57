import { Link } from 'react-router-dom';
import { localePath } from '@manzil/contract';
import { useMessages } from '@manzil/i18n';
import { propertyMessages } from './messages';
import { parseOverview } from './overview';
import styles from './PropertyPage.module.css';

/** `lang`: set when the text is the English fallback of an Arabic page. */
export function PropertyOverview({ discription, lang }: { discription: string; lang?: string }) {
  const t = useMessages(propertyMessages);
  const lines = parseOverview(discription);
  if (lines.length === 0) return <p className={styles.muted}>{t('noOverview')}</p>;
  return (
    <ul className={styles.bullets} lang={lang}>
      {lines.map((line, i) => {
        const words = (
          <>
            {line.kind === 'link' ? (
              <>
                <strong>{line.label}:</strong>{' '}
                {line.url.startsWith('/') ? (
                  <Link to={localePath(t.locale, line.url)}>{t('visitLink')}</Link>
                ) : (
                  <a
                    href={line.url.startsWith('www.') ? `https://${line.url}` : line.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('visitLink')}
                  </a>
                )}
              </>
            ) : line.kind === 'titled' ? (
              <>
                <strong>{line.title}:</strong> {line.text}
              </>
            ) : (
              line.text
            )}
          </>
        );
        // An English fallback keeps its own order inside the right-to-left list (see Words).
        return <li key={i}>{lang ? <bdi>{words}</bdi> : words}</li>;
      })}
    </ul>
  );
}
