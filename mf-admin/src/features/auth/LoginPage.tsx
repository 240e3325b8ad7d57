/** /login: admin sign-in (docs/glossary.md). */
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { pagePath } from '@manzil/contract';
import { storeToken } from '../../shared/api/tokenStorage';
import { login } from './authApi';
import { AuthCard } from './AuthCard';
import { CredentialField } from './CredentialField';
import styles from './AuthCard.module.css';
import { AuthForm } from './AuthForm';
import { useAuthSubmit } from './useAuthSubmit';
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
  const body = { username: username.trim(), password: password.trim() };
  const submit = useAuthSubmit({
    problem: () => (!body.username || !body.password ? MESSAGES.loginMissing : null),
    send: async () => {
      const { token } = await login(body);
      storeToken(token);
      navigate(pagePath('dashboard'));
    },
    failed: MESSAGES.loginFailed,
    staysBusy: true,
  });

  return (
    <AuthCard title="Admin Login" intro="Sign in to manage emirates, areas and property listings.">
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <AuthForm
        submit={submit}
        submitLabel="Login"
        busyLabel="Logging in..."
        link={<Link to={pagePath('forgotPassword')}>Forgot password?</Link>}
      >
        <CredentialField
          id="login-username"
          credential="username"
          value={username}
          onValueChange={setUsername}
        />
        <CredentialField
          id="login-password"
          credential="current-password"
          value={password}
          onValueChange={setPassword}
        />
      </AuthForm>
    </AuthCard>
  );
}
