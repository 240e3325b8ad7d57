import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, handle, latch, networkFailure, requestsTo, serve } from '@manzil/api-client/testing';
import { renderAt } from '../../test/renderWithRouter';
import ResetPasswordPage from './ResetPasswordPage';

const resets = () => requestsTo('POST /admin/reset-password/:token').map((r) => [r.url, r.body]);

describe('ResetPasswordPage', () => {
  let alert: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt('/reset-password/tok_abc123', '/reset-password/:token', <ResetPasswordPage />);
  });
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

  it('requires a new password', async () => {
    await submit();
    expect(alert).toHaveBeenCalledWith('Please enter a new password');
    expect(resets()).toHaveLength(0);
  });

  it('sends the token from the URL, shows Resetting..., then alerts success and goes to /login', async () => {
    const [finished, finish] = latch();
    serve(
      handle('POST /admin/reset-password/:token', async () => {
        await finished;
        return { msg: 'Password reset successful' };
      }),
    );
    await userEvent.type(screen.getByLabelText('New password'), 'a-new-password');
    await submit();
    await waitFor(() =>
      expect(resets()).toEqual([['/admin/reset-password/tok_abc123', { password: 'a-new-password' }]]),
    );
    expect(screen.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
    finish();
    expect(await screen.findByText('Landed on /login')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('Password reset successful!');
  });

  it("alerts the server's msg, else 'Reset failed', and stays", async () => {
    serve(
      handle(
        'POST /admin/reset-password/:token',
        fail(400, { msg: 'This reset link is invalid or has expired' }),
        {
          once: true,
        },
      ),
    );
    await userEvent.type(screen.getByLabelText('New password'), 'a-new-password');
    await submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('This reset link is invalid or has expired'));
    serve(handle('POST /admin/reset-password/:token', networkFailure(), { once: true }));
    await submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Reset failed'));
    expect(screen.queryByText('Landed on /login')).not.toBeInTheDocument();
  });
});
