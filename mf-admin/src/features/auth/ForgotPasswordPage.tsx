/** /forgot-password: asks for a reset link by e-mail (docs/glossary.md). */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../shared/api/errors';
import forms from '../../shared/ui/forms.module.css';
import { requestPasswordReset } from './authApi';
import { AuthCard } from './AuthCard';
import styles from './AuthCard.module.css';
import { emailProblem, MESSAGES } from './validation';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = emailProblem(email);
    if (problem) {
      window.alert(problem);
      return;
    }
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      window.alert(MESSAGES.forgotSent);
      setEmail('');
    } catch (err) {
      window.alert(serverMessage(err) ?? MESSAGES.forgotFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter the e-mail address of your admin account and we will send you a reset link."
    >
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <div className={forms.field}>
          <label htmlFor="forgot-email">Email</label>
          <input
            id="forgot-email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
        </div>
        <button type="submit" className={`${forms.button} ${styles.submit}`} disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </button>
        <div className={styles.links}>
          <Link to="/login">Back to login</Link>
        </div>
      </form>
    </AuthCard>
  );
}
