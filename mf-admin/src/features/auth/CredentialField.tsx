/**
 * A field of a sign-in screen: required, and labelled, named and typed from the credential it asks
 * for, so a password manager knows what to fill in (or, for a new password, to offer one).
 */
import type { ComponentProps } from 'react';
import { InputField } from '../../shared/ui/Field';

const CREDENTIALS = {
  username: { label: 'Username', name: 'username', autoComplete: 'username' },
  email: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email' },
  'current-password': {
    label: 'Password',
    name: 'password',
    type: 'password',
    autoComplete: 'current-password',
  },
  'new-password': { label: 'New password', name: 'password', type: 'password', autoComplete: 'new-password' },
};

type CredentialFieldProps = Omit<
  ComponentProps<typeof InputField>,
  'label' | 'name' | 'type' | 'autoComplete' | 'required'
> & { credential: keyof typeof CREDENTIALS };

export function CredentialField({ credential, ...props }: CredentialFieldProps) {
  return <InputField {...props} {...CREDENTIALS[credential]} required />;
}
