/** /forgot-password: asks for a reset link by e-mail (docs/glossary.md). */
import { useState } from 'react';
import { requestPasswordReset } from './authApi';
import { AuthCard } from './AuthCard';
import { CredentialField } from './CredentialField';
import { AuthForm } from './AuthForm';
import { useAuthSubmit } from './useAuthSubmit';
import { emailProblem, MESSAGES } from './validation';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const submit = useAuthSubmit({
    problem: () => emailProblem(email),
    send: async () => {
      await requestPasswordReset(email.trim());
      setEmail('');
      return MESSAGES.forgotSent;
    },
    failed: MESSAGES.forgotFailed,
  });

  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter the e-mail address of your admin account and we will send you a reset link."
    >
      <AuthForm submit={submit} submitLabel="Send reset link" busyLabel="Sending...">
        <CredentialField id="forgot-email" credential="email" value={email} onValueChange={setEmail} />
      </AuthForm>
    </AuthCard>
  );
}
