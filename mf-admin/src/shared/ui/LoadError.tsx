/** A read that failed: what failed, and a Retry that reads again. */
import forms from './forms.module.css';
import styles from './LoadError.module.css';

export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className={styles.loadError} role="alert">
      <p>{message}</p>
      <button type="button" className={forms.buttonSecondary} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
