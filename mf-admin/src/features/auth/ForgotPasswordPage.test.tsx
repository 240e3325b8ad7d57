import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestsTo } from '@manzil/api-client/testing';
import { expectServerMsgElse, serveHeld } from '../../test/authFlows';
import { expectAlert } from '../../test/feedback';
import { renderAt } from '../../test/renderWithRouter';
import ForgotPasswordPage from './ForgotPasswordPage';

const sentEmails = () => requestsTo('POST /admin/forgot-password').map((r) => r.body);

describe('ForgotPasswordPage', () => {
  beforeEach(() => {
    renderAt('/forgot-password', '/forgot-password', <ForgotPasswordPage />);
  });

  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

  it('requires an e-mail', async () => {
    await submit();
    await expectAlert('Please enter your email');
    expect(sentEmails()).toHaveLength(0);
  });

  it.each(['admin', 'admin@manzil', 'admin@manzil.t', 'admin@manzil.toolong', 'a b@x.com'])(
    'refuses %j as not a valid address',
    async (email) => {
      await userEvent.type(screen.getByLabelText('Email'), email);
      await submit();
      await expectAlert('Please enter a valid email address');
      expect(sentEmails()).toHaveLength(0);
    },
  );

  it('sends a valid address, shows Sending..., then says so in the page and empties the field', async () => {
    const finish = serveHeld('POST /admin/forgot-password', { msg: 'sent' });
    await userEvent.type(screen.getByLabelText('Email'), ' admin@manzil.museum ');
    await submit();
    await waitFor(() => expect(sentEmails()).toEqual([{ email: 'admin@manzil.museum' }]));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    finish();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Check your email for the reset link'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it("says the server's msg, else 'Error sending email', in the form", async () => {
    await userEvent.type(screen.getByLabelText('Email'), 'admin@manzil.ae');
    await expectServerMsgElse(
      'POST /admin/forgot-password',
      { status: 429, msg: 'Too many requests, please try again later.' },
      'Error sending email',
      submit,
    );
  });
});
