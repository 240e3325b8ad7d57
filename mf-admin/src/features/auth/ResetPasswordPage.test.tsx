import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestsTo } from '@manzil/api-client/testing';
import { expectServerMsgElse, serveHeld } from '../../test/authFlows';
import { expectAlert } from '../../test/feedback';
import { renderAt } from '../../test/renderWithRouter';
import ResetPasswordPage from './ResetPasswordPage';

const resets = () => requestsTo('POST /admin/reset-password/:token').map((r) => [r.url, r.body]);

describe('ResetPasswordPage', () => {
  beforeEach(() => {
    renderAt('/reset-password/tok_abc123', '/reset-password/:token', <ResetPasswordPage />);
  });
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

  it('requires a new password', async () => {
    await submit();
    await expectAlert('Please enter a new password');
    expect(resets()).toHaveLength(0);
  });

  it('sends the token from the URL, shows Resetting..., then goes to /login, which says it worked', async () => {
    const finish = serveHeld('POST /admin/reset-password/:token', { msg: 'Password reset successful' });
    await userEvent.type(screen.getByLabelText('New password'), 'a-new-password');
    await submit();
    await waitFor(() =>
      expect(resets()).toEqual([['/admin/reset-password/tok_abc123', { password: 'a-new-password' }]]),
    );
    expect(screen.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
    finish();
    expect(await screen.findByText('Landed on /login')).toBeInTheDocument();
    expect(screen.getByText('Message: Password reset successful!')).toBeInTheDocument();
  });

  it("says the server's msg, else 'Reset failed', in the form, and stays", async () => {
    await userEvent.type(screen.getByLabelText('New password'), 'a-new-password');
    await expectServerMsgElse(
      'POST /admin/reset-password/:token',
      { status: 400, msg: 'This reset link is invalid or has expired' },
      'Reset failed',
      submit,
    );
    expect(screen.queryByText('Landed on /login')).not.toBeInTheDocument();
  });
});

describe('ResetPasswordPage from an invitation', () => {
  it('words an invitation’s link as a first password', async () => {
    renderAt('/reset-password/tok_inv?invite=1', '/reset-password/:token', <ResetPasswordPage />);
    expect(screen.getByRole('heading', { name: 'Welcome to the back office' })).toBeInTheDocument();
    serveHeld('POST /admin/reset-password/:token', { msg: 'Password reset successful' })();
    await userEvent.type(screen.getByLabelText('New password'), 'a-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Landed on /login')).toBeInTheDocument();
    expect(
      screen.getByText('Message: Your password is set. Sign in with your username and it.'),
    ).toBeInTheDocument();
  });
});
