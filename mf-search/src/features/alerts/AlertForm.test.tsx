import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, handle, render, requestsTo, serve } from '@manzil/api-client/testing';
import { ALERT_TEXTS, DEFAULT_SEARCH } from '@manzil/contract';
import { MemoryRouter } from 'react-router-dom';
import { AlertForm } from './AlertForm';

function renderForm() {
  render(
    <MemoryRouter>
      <AlertForm search={{ ...DEFAULT_SEARCH, purpose: 'Rent' }} action="/search" />
    </MemoryRouter>,
  );
}

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Your e-mail address/), 'aisha@example.com');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: ALERT_TEXTS.submit }));
}

describe('AlertForm', () => {
  it('saves the search as an alert and says a confirmation was sent to the address', async () => {
    serve(handle('POST /alerts', { msg: ALERT_TEXTS.sent }));
    renderForm();
    await fillAndSend();
    expect(await screen.findByRole('status')).toHaveTextContent(`${ALERT_TEXTS.sent} (aisha@example.com)`);
    expect(requestsTo('POST /alerts').map((r) => r.body)).toEqual([
      { email: 'aisha@example.com', consent: 'yes', search: 'purpose=Rent' },
    ]);
  });

  it("says the server's reason for a refusal it explains, else the form's failure text", async () => {
    serve(handle('POST /alerts', fail(429, { msg: 'Too many alerts from this address today' })));
    renderForm();
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many alerts from this address today');
    serve(handle('POST /alerts', fail(503, { msg: 'Mail is down' })));
    await userEvent.click(screen.getByRole('button', { name: ALERT_TEXTS.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ALERT_TEXTS.failed);
  });

  it('sends nothing while the form is invalid', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: ALERT_TEXTS.submit }));
    expect(requestsTo('POST /alerts')).toHaveLength(0);
  });
});
