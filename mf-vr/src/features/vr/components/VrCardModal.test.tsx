import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, handle, networkFailure, render, requestsTo, serve } from '@manzil/api-client/testing';
import { makeCards, serveCards } from '../testing/vrCards';
import { VrProjectsSection } from './VrProjectsSection';

const [WITH_LINKS, WITHOUT_LINKS] = [makeCards(1, 2)[0]!, { ...makeCards(2, 0)[1]! }];

async function openCard(name: string) {
  const user = userEvent.setup();
  serveCards([WITH_LINKS, WITHOUT_LINKS]);
  render(<VrProjectsSection />);
  const card = (await screen.findByText(name)).closest('button')!;
  await user.click(card);
  const dialog = screen.getByRole('dialog', { name });
  return { user, card, dialog };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Name'), 'Aisha Khan');
  await user.type(within(dialog).getByLabelText('Email'), 'aisha@example.com');
  await user.type(within(dialog).getByLabelText('Phone'), '+971 50 123 4567');
}

describe('VR card modal', () => {
  it('is a labelled modal dialog that takes focus and shows the 360 links and the access form at once', async () => {
    const { dialog } = await openCard('Project 1');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const links = within(dialog).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(WITH_LINKS.links360);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(dialog).getByRole('form', { name: 'Request VR Access' })).toBeInTheDocument();
  });

  it('shows the no-links texts for a card without links', async () => {
    const { dialog } = await openCard('Project 2');
    expect(within(dialog).getByText('No VR Experiences Available')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Virtual reality links will appear here when they become available.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('link')).toHaveLength(0);
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openCard('Project 1');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Request Access' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('closes on Escape, clears the selection and gives focus back to the card', async () => {
    const { user, card } = await openCard('Project 1');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('closes with the Close button and on a click on the backdrop', async () => {
    const { user, card, dialog } = await openCard('Project 1');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();

    await user.click(card);
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("alerts 'Please fill out all fields.' and sends nothing when a field is empty", async () => {
    const { user, dialog } = await openCard('Project 1');
    await user.type(within(dialog).getByLabelText('Name'), 'Aisha Khan');
    await user.type(within(dialog).getByLabelText('Email'), 'aisha@example.com');
    await user.type(within(dialog).getByLabelText('Phone'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Request Access' }));
    // Said in the form, not in a browser box.
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Please fill out all fields\.$/);
    // The empty field says so beside it, and has the cursor; no browser bubble (noValidate).
    const phone = within(dialog).getByLabelText('Phone');
    expect(phone).toHaveAccessibleDescription('Phone number is required');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(within(dialog).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByRole('form', { name: 'Request VR Access' })).toHaveAttribute('novalidate');
    expect(requestsTo('POST /enquiries')).toHaveLength(0);
    expect(within(dialog).getByRole('form', { name: 'Request VR Access' })).toBeInTheDocument();
  });

  it('records the request, then closes and clears the form', async () => {
    const { user, dialog } = await openCard('Project 1');
    serve(handle('POST /enquiries', { data: { _id: 'e1' } }));
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Request Access' }));

    await waitFor(() => expect(within(dialog).queryByRole('form')).not.toBeInTheDocument());
    expect(requestsTo('POST /enquiries').map((r) => r.body)).toEqual([
      {
        kind: 'vr-access',
        name: 'Aisha Khan',
        email: 'aisha@example.com',
        phone: '+971 50 123 4567',
        about: { type: 'vr', ref: WITH_LINKS._id, name: WITH_LINKS.name },
      },
    ]);
    expect(within(dialog).queryByText('Please fill out all fields.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Your VR access request has been received.');
    // Focus stays in the dialog after the form went away.
    expect(within(dialog).getByRole('button', { name: 'Request VR Access' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Request VR Access' }));
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('');
  });

  it('keeps the form open with an error when the server refuses or cannot be reached', async () => {
    const { user, dialog } = await openCard('Project 1');
    serve(handle('POST /enquiries', fail(400, { msg: 'email: must be a valid e-mail address' })));
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Request Access' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'email: must be a valid e-mail address',
    );
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Aisha Khan');

    serve(handle('POST /enquiries', networkFailure()));
    await user.click(within(dialog).getByRole('button', { name: 'Request Access' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Please check your connection and try again.',
      ),
    );
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('Cancel closes the form but keeps what was typed; closing the modal does not send', async () => {
    const { user, dialog } = await openCard('Project 1');
    await user.type(within(dialog).getByLabelText('Name'), 'Aisha');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Request VR Access' }));
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Aisha');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(requestsTo('POST /enquiries')).toHaveLength(0);
  });

  it('opens the access form again with each new card', async () => {
    const { user, card, dialog } = await openCard('Project 1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    await user.click(card);
    expect(
      within(screen.getByRole('dialog')).getByRole('form', { name: 'Request VR Access' }),
    ).toBeInTheDocument();
  });
});
