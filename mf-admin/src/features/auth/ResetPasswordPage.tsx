/** /reset-password/:token: sets a new password from the e-mailed link (docs/glossary.md). */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MIN_PASSWORD_LENGTH, pagePath } from '@manzil/contract';
import { resetPassword } from './authApi';
import { AuthCard } from './AuthCard';
import { CredentialField } from './CredentialField';
import { AuthForm } from './AuthForm';
import { useAuthSubmit } from './useAuthSubmit';
import { MESSAGES } from './validation';

export default function ResetPasswordPage() {
  const { token = '' } = useParams<{ token: string }>();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const submit = useAuthSubmit({
    problem: () => (password ? null : MESSAGES.passwordMissing),
    send: async () => {
      await resetPassword(token, password);
      // Said on the sign-in page, where the admin now signs in with the new password.
      navigate(pagePath('login'), { state: { message: MESSAGES.resetDone } });
    },
    failed: MESSAGES.resetFailed,
    staysBusy: true,
  });

  return (
    <AuthCard title="Reset Password" intro="Choose a new password for your admin account.">
      <AuthForm submit={submit} submitLabel="Reset password" busyLabel="Resetting...">
        <CredentialField
          id="reset-password"
          credential="new-password"
          value={password}
          onValueChange={setPassword}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
      </AuthForm>
    </AuthCard>
  );
}
