/**
 * /reset-password/:token: sets a new password from the e-mailed link (docs/glossary.md). An
 * invitation's link (`?invite=1`) is the same one-use link, worded as a first password.
 */
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
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
  const invited = useSearchParams()[0].get('invite') === '1';
  const [password, setPassword] = useState('');
  const submit = useAuthSubmit({
    problem: () => (password ? null : MESSAGES.passwordMissing),
    send: async () => {
      await resetPassword(token, password);
      // Said on the sign-in page, where the admin now signs in with the new password.
      navigate(pagePath('login'), { state: { message: invited ? MESSAGES.inviteDone : MESSAGES.resetDone } });
    },
    failed: MESSAGES.resetFailed,
    staysBusy: true,
  });

  const words = invited
    ? {
        title: 'Welcome to the back office',
        intro: 'Choose the password you will sign in with. This link works once.',
        submit: 'Set password',
        busy: 'Saving...',
      }
    : {
        title: 'Reset Password',
        intro: 'Choose a new password for your admin account.',
        submit: 'Reset password',
        busy: 'Resetting...',
      };
  return (
    <AuthCard title={words.title} intro={words.intro}>
      <AuthForm submit={submit} submitLabel={words.submit} busyLabel={words.busy}>
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
