import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { httpFailure, renderAt } from '../../test/renderWithRouter';
import { resetPassword } from './authApi';
import ResetPasswordPage from './ResetPasswordPage';

vi.mock('./authApi', () => ({ login: vi.fn(), requestPasswordReset: vi.fn(), resetPassword: vi.fn() }));
const resetMock = vi.mocked(resetPassword);

describe('ResetPasswordPage', () => {
  let alert: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetMock.mockReset();
    alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt('/reset-password/tok_abc123', '/reset-password/:token', <ResetPasswordPage />);
  });
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

  it('requires a new password', async () => {
    await submit();
    expect(alert).toHaveBeenCalledWith('Please enter a new password');
    expect(resetMock).not.toHaveBeenCalled();
  });

  it('sends the token from the URL, shows Resetting..., then alerts success and goes to /login', async () => {
    let finish: () => void = () => {};
    resetMock.mockReturnValue(new Promise<void>((r) => (finish = r)));
    await userEvent.type(screen.getByLabelText('New password'), 'a-new-password');
    await submit();
    expect(resetMock).toHaveBeenCalledWith('tok_abc123', 'a-new-password');
    expect(screen.getByRole('button', { name: 'Resetting...' })).toBeDisabled();
    finish();
    expect(await screen.findByText('Landed on /login')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('Password reset successful!');
  });

  it("alerts the server's msg, else 'Reset failed', and stays", async () => {
    resetMock.mockRejectedValueOnce(httpFailure(400, { msg: 'This reset link is invalid or has expired' }));
    await userEvent.type(screen.getByLabelText('New password'), 'a-new-password');
    await submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('This reset link is invalid or has expired'));
    resetMock.mockRejectedValueOnce(new Error('offline'));
    await submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Reset failed'));
    expect(screen.queryByText('Landed on /login')).not.toBeInTheDocument();
  });
});
