/**
 * The form of a sign-in screen: its fields, what went wrong (role="alert") or went well (role="status",
 * a region that is there before its text), the submit button (its busy text while sending) and a link.
 */
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pagePath } from '@manzil/contract';
import { FormError, type FormProblem } from '../../shared/ui/FormError';
import forms from '../../shared/ui/forms.module.css';
import styles from './AuthCard.module.css';

interface AuthFormProps {
  submit: {
    busy: boolean;
    handleSubmit(event: FormEvent<HTMLFormElement>): void;
    problem: FormProblem | null;
    notice: string | null;
  };
  submitLabel: string;
  busyLabel: string;
  /** The way to the other sign-in screen, under the button: back to the login page unless given. */
  link?: ReactNode;
  children: ReactNode;
}

export function AuthForm({
  submit,
  submitLabel,
  busyLabel,
  link = <Link to={pagePath('login')}>Back to login</Link>,
  children,
}: AuthFormProps) {
  return (
    <form className={styles.form} method="post" onSubmit={submit.handleSubmit} noValidate>
      {children}
      <FormError problem={submit.problem} />
      <div role="status">{submit.notice && <p className={styles.notice}>{submit.notice}</p>}</div>
      <button type="submit" className={`${forms.button} ${styles.submit}`} disabled={submit.busy}>
        {submit.busy ? busyLabel : submitLabel}
      </button>
      <div className={styles.links}>{link}</div>
    </form>
  );
}
