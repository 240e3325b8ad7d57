/** Validation rules of the sign-in forms (docs/glossary.md). */
import { isEmail } from '@manzil/format';

export const MESSAGES = {
  loginMissing: 'Please enter both username and password',
  loginFailed: 'Login failed',
  emailMissing: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  forgotSent: 'Check your email for the reset link',
  forgotFailed: 'Error sending email',
  passwordMissing: 'Please enter a new password',
  resetDone: 'Password reset successful!',
  inviteDone: 'Your password is set. Sign in with your username and it.',
  resetFailed: 'Reset failed',
} as const;

/** The alert for a forgot-password e-mail, or null when it may be sent. */
export function emailProblem(email: string): string | null {
  if (!email.trim()) return MESSAGES.emailMissing;
  if (!isEmail(email)) return MESSAGES.emailInvalid;
  return null;
}
