import { Link } from 'react-router-dom';
import { parseOverview } from './overview';
import styles from './PropertyPage.module.css';

export function PropertyOverview({ discription }: { discription: string }) {
  const lines = parseOverview(discription);
  if (lines.length === 0) return <p className={styles.muted}>No overview available for this property yet.</p>;
  return (
    <ul className={styles.bullets}>
      {lines.map((line, i) => (
        <li key={i}>
          {line.kind === 'link' ? (
            <>
              <strong>{line.label}:</strong>{' '}
              {line.url.startsWith('/') ? (
                <Link to={line.url}>Visit Link</Link>
              ) : (
                <a
                  href={line.url.startsWith('www.') ? `https://${line.url}` : line.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Visit Link
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
        </li>
      ))}
    </ul>
  );
}
