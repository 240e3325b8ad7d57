/** The non-list states of the VR card grid (docs/glossary.md). */
import { useMessages } from '@manzil/i18n';
import { vrMessages } from '../messages';
import { VR_FETCH_ERRORS } from '../api/vrApi';
import { HeadsetIcon, SignalOffIcon } from './icons';
import { headingClass, RetryButton, statusClass, mutedTextClass } from '@manzil/ui';
import styles from './VrStatus.module.css';

export function VrLoading() {
  const t = useMessages(vrMessages);
  return (
    <div className={`${statusClass} ${styles.box}`} role="status" aria-label={t('loadingLabel')}>
      <span className={styles.spinner} aria-hidden="true" />
      <p className={`${mutedTextClass} ${styles.text}`}>{t('loading')}</p>
    </div>
  );
}

interface VrErrorProps {
  message: string;
  onRetry: () => void;
}

/** The page's own fetch messages in the page's language (another message is shown as it came). */
const ERROR_TEXTS = new Map<string, 'rejected' | 'network'>([
  [VR_FETCH_ERRORS.rejected, 'rejected'],
  [VR_FETCH_ERRORS.network, 'network'],
]);

export function VrError({ message, onRetry }: VrErrorProps) {
  const t = useMessages(vrMessages);
  const known = ERROR_TEXTS.get(message);
  return (
    <div className={`${statusClass} ${styles.box}`} role="alert">
      <span className={`${styles.icon} ${styles.danger}`}>
        <SignalOffIcon width={28} height={28} />
      </span>
      <h3 className={`${headingClass} ${styles.title}`}>{t('connectionFailed')}</h3>
      <p className={`${mutedTextClass} ${styles.text}`}>{known ? t(known) : message}</p>
      <RetryButton className={styles.retry} onRetry={onRetry}>
        {t('retryConnection')}
      </RetryButton>
    </div>
  );
}

export function VrEmpty() {
  const t = useMessages(vrMessages);
  return (
    <div className={`${statusClass} ${styles.box}`}>
      <span className={styles.icon}>
        <HeadsetIcon width={28} height={28} />
      </span>
      <h3 className={`${headingClass} ${styles.title}`}>{t('emptyTitle')}</h3>
      <p className={`${mutedTextClass} ${styles.text}`}>{t('emptyText')}</p>
    </div>
  );
}
