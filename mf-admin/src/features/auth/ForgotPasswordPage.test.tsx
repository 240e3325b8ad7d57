import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, handle, latch, networkFailure, requestsTo, serve } from '@manzil/api-client/testing';
import { renderAt } from '../../test/renderWithRouter';
import ForgotPasswordPage from './ForgotPasswordPage';

const sentEmails = () => requestsTo('POST /admin/forgot-password').map((r) => r.body);

describe('ForgotPasswordPage', () => {
  let alert: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt('/forgot-password', '/forgot-password', <ForgotPasswordPage />);
  });

  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

  it('requires an e-mail', async () => {
    await submit();
    expect(alert).toHaveBeenCalledWith('Please enter your email');
    expect(sentEmails()).toHaveLength(0);
  });

  it.each(['admin', 'admin@manzil', 'admin@manzil.t', 'admin@manzil.toolong', 'a b@x.com'])(
    'refuses %j as not a valid address',
    async (email) => {
      await userEvent.type(screen.getByLabelText('Email'), email);
      await submit();
      expect(alert).toHaveBeenCalledWith('Please enter a valid email address');
      expect(sentEmails()).toHaveLength(0);
    },
  );

  it('sends a valid address, shows Sending..., then the success alert', async () => {
    const [finished, finish] = latch();
    serve(
      handle('POST /admin/forgot-password', async () => {
        await finished;
        return { msg: 'sent' };
      }),
    );
    await userEvent.type(screen.getByLabelText('Email'), ' admin@manzil.museum ');
    await submit();
    await waitFor(() => expect(sentEmails()).toEqual([{ email: 'admin@manzil.museum' }]));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    finish();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Check your email for the reset link'));
  });

  it("alerts the server's msg, else 'Error sending email'", async () => {
    serve(
      handle(
        'POST /admin/forgot-password',
        fail(429, { msg: 'Too many requests, please try again later.' }),
        {
          once: true,
        },
      ),
    );
    await userEvent.type(screen.getByLabelText('Email'), 'admin@manzil.ae');
    await submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Too many requests, please try again later.'));
    serve(handle('POST /admin/forgot-password', networkFailure(), { once: true }));
    await submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error sending email'));
  });
});
