/** /login: admin sign-in (docs/glossary.md). */
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { serverMessage } from '../../shared/api/errors';
import { storeToken } from '../../shared/api/tokenStorage';
import forms from '../../shared/ui/forms.module.css';
import { login } from './authApi';
import { AuthCard } from './AuthCard';
import styles from './AuthCard.module.css';
import { MESSAGES } from './validation';

/** A message handed over by the page that sent the user here (e.g. an expired session). */
function noticeFrom(state: unknown): string | null {
  if (state && typeof state === 'object' && 'message' in state && typeof state.message === 'string') {
    return state.message;
  }
  return null;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = noticeFrom(location.state);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body = { username: username.trim(), password: password.trim() };
    if (!body.username || !body.password) {
      window.alert(MESSAGES.loginMissing);
      return;
    }
    setBusy(true);
    try {
      const { token } = await login(body);
      storeToken(token);
      navigate('/admin/dashboard');
    } catch (err) {
      window.alert(serverMessage(err) ?? MESSAGES.loginFailed);
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Admin Login" intro="Sign in to manage emirates, areas and property listings.">
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <div className={forms.field}>
          <label htmlFor="login-username">Username</label>
          <input
            id="login-username"
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
          />
        </div>
        <div className={forms.field}>
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </div>
        <button type="submit" className={`${forms.button} ${styles.submit}`} disabled={busy}>
          {busy ? 'Logging in...' : 'Login'}
        </button>
        <div className={styles.links}>
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
      </form>
    </AuthCard>
  );
}
