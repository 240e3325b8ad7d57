/** /reset-password/:token: sets a new password from the e-mailed link (docs/glossary.md). */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { MIN_PASSWORD_LENGTH } from '@manzil/contract';
import { serverMessage } from '../../shared/api/errors';
import forms from '../../shared/ui/forms.module.css';
import { resetPassword } from './authApi';
import { AuthCard } from './AuthCard';
import styles from './AuthCard.module.css';
import { MESSAGES } from './validation';

export default function ResetPasswordPage() {
  const { token = '' } = useParams<{ token: string }>();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      window.alert(MESSAGES.passwordMissing);
      return;
    }
    setBusy(true);
    try {
      await resetPassword(token, password);
      window.alert(MESSAGES.resetDone);
      navigate('/login');
    } catch (err) {
      window.alert(serverMessage(err) ?? MESSAGES.resetFailed);
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Reset Password" intro="Choose a new password for your admin account.">
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <div className={forms.field}>
          <label htmlFor="reset-password">New password</label>
          <input
            id="reset-password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby="reset-password-hint"
            required
          />
          <p id="reset-password-hint" className={forms.hint}>
            At least {MIN_PASSWORD_LENGTH} characters.
          </p>
        </div>
        <button type="submit" className={`${forms.button} ${styles.submit}`} disabled={busy}>
          {busy ? 'Resetting...' : 'Reset password'}
        </button>
        <div className={styles.links}>
          <Link to="/login">Back to login</Link>
        </div>
      </form>
    </AuthCard>
  );
}
