/** The non-list states of the VR card grid (docs/glossary.md). */
import { HeadsetIcon, SignalOffIcon } from './icons';
import { headingClass, RetryButton, statusClass, mutedTextClass } from '@manzil/ui';
import styles from './VrStatus.module.css';

export function VrLoading() {
  return (
    <div className={`${statusClass} ${styles.box}`} role="status" aria-label="Loading VR showcases">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={`${mutedTextClass} ${styles.text}`}>Loading VR showcases…</p>
    </div>
  );
}

interface VrErrorProps {
  message: string;
  onRetry: () => void;
}

export function VrError({ message, onRetry }: VrErrorProps) {
  return (
    <div className={`${statusClass} ${styles.box}`} role="alert">
      <span className={`${styles.icon} ${styles.danger}`}>
        <SignalOffIcon width={28} height={28} />
      </span>
      <h3 className={`${headingClass} ${styles.title}`}>Connection Failed</h3>
      <p className={`${mutedTextClass} ${styles.text}`}>{message}</p>
      <RetryButton className={styles.retry} onRetry={onRetry}>
        Retry Connection
      </RetryButton>
    </div>
  );
}

export function VrEmpty() {
  return (
    <div className={`${statusClass} ${styles.box}`}>
      <span className={styles.icon}>
        <HeadsetIcon width={28} height={28} />
      </span>
      <h3 className={`${headingClass} ${styles.title}`}>No VR Showcases Found</h3>
      <p className={`${mutedTextClass} ${styles.text}`}>
        New virtual tours are added regularly. Please check back soon.
      </p>
    </div>
  );
}
