/**
 * The frame of a page of one of this browser's lists (/saved, /compare): the band, then the list's
 * homes read fresh from the API with the states around them (loading, a failure to retry, an empty
 * list) and the homes the API no longer has, each with a way to remove it. The page lays out the
 * homes it does have (`children`). The server renders the band and the "loading" state only.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Property } from '@manzil/contract';
import type { KeptHome } from '@manzil/saved-homes';
import { dangerToolButtonClass, RetryButton } from '@manzil/ui';
import { useMessages } from '@manzil/i18n';
import { useKeptHomes } from '../api/useKeptHomes';
import { sharedMessages } from './messages';
import common from './common.module.css';
import { PageBand } from './PageBand';
import styles from './KeptHomesPage.module.css';

/** The red outlined button that takes a home off a list. */
export function RemoveButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" className={`${dangerToolButtonClass} ${styles.remove}`} {...props} />;
}

export interface KeptHomesPageProps {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  list: KeptHome[];
  /** "Loading your saved homes..." */
  loading: string;
  /** "Your saved homes could not be loaded." */
  failed: string;
  /** What an empty list says, and where it sends the visitor. */
  empty: { title: string; text: ReactNode; to: string; link: string };
  /** Takes a home off the list; `removeLabel` names the button for a screen reader. */
  remove: { text: string; label: (name: string) => string; onRemove: (slug: string) => void };
  /** Shown before the homes that are gone (the saved homes' count). */
  lead?: ReactNode;
  children: (homes: Property[]) => ReactNode;
}

export function KeptHomesPage(props: KeptHomesPageProps) {
  const { list, remove } = props;
  const kept = useKeptHomes(list);
  const t = useMessages(sharedMessages);
  return (
    <div className={styles.page}>
      <PageBand eyebrow={props.eyebrow} title={props.title}>
        {props.intro}
      </PageBand>
      <div className={common.container}>
        {(kept.status === 'starting' || kept.status === 'loading') && (
          <p className={common.state} role="status">
            {props.loading}
          </p>
        )}
        {kept.status === 'error' && (
          <div className={common.state} role="alert">
            <p>{props.failed}</p>
            <RetryButton onRetry={kept.retry}>{t('retry')}</RetryButton>
          </div>
        )}
        {kept.status === 'ready' && list.length === 0 && (
          <div className={styles.empty}>
            <h2 className={styles.emptyTitle}>{props.empty.title}</h2>
            <p>{props.empty.text}</p>
            <Link className={common.button} to={props.empty.to}>
              {props.empty.link}
            </Link>
          </div>
        )}
        {kept.status === 'ready' && list.length > 0 && (
          <>
            {props.lead}
            {kept.gone.length > 0 && (
              <ul className={styles.gone} aria-label={t('noLongerListedList')}>
                {kept.gone.map((home) => (
                  <li key={home.slug}>
                    <span>
                      {t.rich('noLongerListed', {
                        name: home.name,
                        b: (chunks) => <strong>{chunks}</strong>,
                      })}
                    </span>
                    <RemoveButton
                      aria-label={remove.label(home.name)}
                      onClick={() => remove.onRemove(home.slug)}
                    >
                      {remove.text}
                    </RemoveButton>
                  </li>
                ))}
              </ul>
            )}
            {props.children(kept.homes)}
          </>
        )}
      </div>
    </div>
  );
}
