/** The form of a sign-in screen: its fields, the submit button (its busy text while sending) and a link. */
import type { FormEvent, ReactNode } from 'react';
import forms from '../../shared/ui/forms.module.css';
import styles from './AuthCard.module.css';

interface AuthFormProps {
  submit: { busy: boolean; handleSubmit(event: FormEvent<HTMLFormElement>): void };
  submitLabel: string;
  busyLabel: string;
  /** The way to the other sign-in screen, under the button. */
  link: ReactNode;
  children: ReactNode;
}

export function AuthForm({ submit, submitLabel, busyLabel, link, children }: AuthFormProps) {
  return (
    <form className={styles.form} method="post" onSubmit={submit.handleSubmit} noValidate>
      {children}
      <button type="submit" className={`${forms.button} ${styles.submit}`} disabled={submit.busy}>
        {submit.busy ? busyLabel : submitLabel}
      </button>
      <div className={styles.links}>{link}</div>
    </form>
  );
}
