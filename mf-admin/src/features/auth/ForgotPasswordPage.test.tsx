import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { httpFailure, renderAt } from '../../test/renderWithRouter';
import { requestPasswordReset } from './authApi';
import ForgotPasswordPage from './ForgotPasswordPage';

vi.mock('./authApi', () => ({ login: vi.fn(), requestPasswordReset: vi.fn(), resetPassword: vi.fn() }));
const requestMock = vi.mocked(requestPasswordReset);

describe('ForgotPasswordPage', () => {
  let alert: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    requestMock.mockReset();
    alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt('/forgot-password', '/forgot-password', <ForgotPasswordPage />);
  });

  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

  it('requires an e-mail', async () => {
    await submit();
    expect(alert).toHaveBeenCalledWith('Please enter your email');
    expect(requestMock).not.toHaveBeenCalled();
  });

  it.each(['admin', 'admin@manzil', 'admin@manzil.t', 'admin@manzil.toolong', 'a b@x.com'])(
    'refuses %j as not a valid address',
    async (email) => {
      await userEvent.type(screen.getByLabelText('Email'), email);
      await submit();
      expect(alert).toHaveBeenCalledWith('Please enter a valid email address');
      expect(requestMock).not.toHaveBeenCalled();
    },
  );

  it('sends a valid address, shows Sending..., then the success alert', async () => {
    let finish: () => void = () => {};
    requestMock.mockReturnValue(new Promise<void>((r) => (finish = r)));
    await userEvent.type(screen.getByLabelText('Email'), ' admin@manzil.museum ');
    await submit();
    expect(requestMock).toHaveBeenCalledWith('admin@manzil.museum');
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    finish();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Check your email for the reset link'));
  });

  it("alerts the server's msg, else 'Error sending email'", async () => {
    requestMock.mockRejectedValueOnce(
      httpFailure(429, { msg: 'Too many requests, please try again later.' }),
    );
    await userEvent.type(screen.getByLabelText('Email'), 'admin@manzil.ae');
    await submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Too many requests, please try again later.'));
    requestMock.mockRejectedValueOnce(new Error('offline'));
    await submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error sending email'));
  });
});
