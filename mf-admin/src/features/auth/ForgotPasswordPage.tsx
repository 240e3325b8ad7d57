/** /forgot-password: asks for a reset link by e-mail (docs/glossary.md). */
import { useState } from 'react';
import { InputField } from '../../shared/ui/Field';
import { requestPasswordReset } from './authApi';
import { AuthCard } from './AuthCard';
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
        <InputField
          id="forgot-email"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
          required
        />
      </AuthForm>
    </AuthCard>
  );
}
