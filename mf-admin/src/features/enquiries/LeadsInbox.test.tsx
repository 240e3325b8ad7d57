import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, handle, requestsTo, serve } from '@manzil/api-client/testing';
import type { AgentProfile, AuditEntry, Lead, LeadsPage } from '@manzil/contract';
import { describe, expect, it } from 'vitest';
import { expectToast, renderWithToasts } from '../../test/feedback';
import { LeadsInbox } from './LeadsInbox';

const about = {
  type: 'property',
  ref: 'marina-sail-tower-2br',
  name: 'Marina Sail Tower 2BR',
  reference: '65A1B2C3',
} as const;

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  _id: 'e'.repeat(24),
  kind: 'property-inquiry',
  name: 'Priya Nair',
  email: 'priya@example.com',
  phone: '+971 50 765 4321',
  message: 'Is it still available?',
  createdAt: '2026-11-24T10:00:00.000Z',
  sentAt: '2026-11-24T10:00:00.000Z',
  lastAt: '2026-11-25T10:00:00.000Z',
  status: 'new',
  notes: [],
  count: 2,
  merged: [
    {
      _id: 'f'.repeat(24),
      kind: 'property-inquiry',
      name: 'Priya Nair',
      email: 'priya@example.com',
      phone: '050 765 4321',
      message: 'Is the balcony sea-facing?',
      about,
      at: '2026-11-25T10:00:00.000Z',
    },
  ],
  mergedDropped: 0,
  earlier: [],
  about,
  ...overrides,
});

const agent = { slug: 'layla-haddad', name: 'Layla Haddad' } as AgentProfile;

/** A server holding one lead: writes change it, reads answer it as the filter asks. */
function serveLead(initial: Lead) {
  let current = initial;
  const audit: AuditEntry[] = [];
  serve(
    handle('GET /admin/leads', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q');
      const data = q && !current.name.toLowerCase().includes(q.toLowerCase()) ? [] : [current];
      return { data, total: data.length, page: 1, limit: 25 } satisfies LeadsPage;
    }),
    handle('GET /agents', { data: [agent] }),
    handle('GET /admin/audit', () => ({ data: [...audit] })),
    handle('POST /admin/leads/:id', ({ body }) => {
      audit.unshift({
        _id: String(audit.length).padStart(24, '0'),
        target: 'lead',
        targetId: current._id,
        label: current.name,
        action: 'update',
        actor: 'admin',
        at: '2026-11-25T11:00:00.000Z',
        changes: [{ field: 'status', from: current.status, to: body.status ?? current.status }],
      });
      current = { ...current, ...body } as Lead;
      return { data: current };
    }),
    handle('POST /admin/leads/:id/notes', ({ body }) => {
      current = {
        ...current,
        notes: [...current.notes, { text: body.text, author: 'admin', at: '2026-11-25T11:05:00.000Z' }],
      };
      return { data: current };
    }),
  );
}

describe('LeadsInbox', () => {
  it('shows each lead as a row naming the listing, with replies that name it', async () => {
    serveLead(lead());
    renderWithToasts(<LeadsInbox />);
    // The table's skeleton while the first page loads.
    expect(screen.getByText('Loading enquiries...')).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: /Priya Nair/ })).closest('tr')!;
    const listing = within(row).getByRole('link', { name: 'Marina Sail Tower 2BR (Ref. 65A1B2C3)' });
    expect(listing).toHaveAttribute('href', '/property/marina-sail-tower-2br');
    expect(within(row).getByText('2 enquiries')).toBeInTheDocument();
    const whatsapp = within(row).getByRole('link', { name: 'Reply to Priya Nair on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/971507654321\?text=.*Marina%20Sail%20Tower%202BR/,
    );
    const mail = within(row).getByRole('link', { name: 'Reply to Priya Nair by e-mail' });
    expect(mail.getAttribute('href')).toMatch(
      /^mailto:priya@example\.com\?subject=Your%20enquiry%20about%20Marina/,
    );
  });

  it('moves a lead to Viewing and adds a note, said in toasts, and shows the change history', async () => {
    serveLead(lead());
    renderWithToasts(<LeadsInbox />);
    await userEvent.selectOptions(await screen.findByLabelText("Status of Priya Nair's lead"), 'viewing');
    await expectToast('success', 'Priya Nair: moved to Viewing');
    expect(requestsTo('POST /admin/leads/:id')[0]!.body).toEqual({ status: 'viewing' });
    await waitFor(() => expect(screen.getByLabelText("Status of Priya Nair's lead")).toHaveValue('viewing'));

    await userEvent.click(screen.getByRole('button', { name: "Show the details of Priya Nair's lead" }));
    expect(screen.getByText('Is it still available?')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Add a note'), 'Viewing on Saturday');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await expectToast('success', "Note added to Priya Nair's lead");
    expect(await screen.findByText('Viewing on Saturday')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a note')).toHaveValue('');

    const history = screen.getByRole('region', { name: 'Change history' });
    expect(await within(history).findByText('admin')).toBeInTheDocument();
    expect(within(history).getByText('New')).toBeInTheDocument();
    expect(within(history).getByText('Viewing')).toBeInTheDocument();
  });

  it("shows every enquiry of a lead with its sender's name, e-mail, phone, time, page and message", async () => {
    const base = lead();
    serveLead(
      lead({
        count: 5,
        merged: [
          {
            ...base.merged[0]!,
            _id: 'd'.repeat(24),
            name: 'Omar Saleh',
            email: 'omar@example.com',
            phone: '+971 55 000 1111',
            message: 'Can I see it on Friday?',
            at: '2026-11-26T10:00:00.000Z',
          },
          ...base.merged,
        ],
        mergedDropped: 1,
        earlier: [{ kind: 'brochure', message: 'Send me the brochure', at: '2026-11-20T10:00:00.000Z' }],
      }),
    );
    renderWithToasts(<LeadsInbox />);
    await userEvent.click(
      await screen.findByRole('button', { name: "Show the details of Priya Nair's lead" }),
    );
    const items = within(screen.getByRole('list', { name: 'Enquiries, newest first' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(4);
    const [omar, again, own, old] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(omar).toHaveTextContent(
      '26 Nov 2026, 14:00 · Property inquiry · Marina Sail Tower 2BR (Ref. 65A1B2C3)',
    );
    expect(within(omar).getByText('Omar Saleh')).toBeInTheDocument();
    expect(within(omar).getByRole('link', { name: 'omar@example.com' })).toHaveAttribute(
      'href',
      'mailto:omar@example.com',
    );
    expect(within(omar).getByRole('link', { name: '+971 55 000 1111' })).toHaveAttribute(
      'href',
      'tel:+971550001111',
    );
    expect(within(omar).getByText('Can I see it on Friday?')).toBeInTheDocument();
    expect(
      within(omar).getByText("Sent under a different name or e-mail from the lead's."),
    ).toBeInTheDocument();

    expect(again).toHaveTextContent('25 Nov 2026, 14:00');
    expect(within(again).getByRole('link', { name: '050 765 4321' })).toBeInTheDocument();
    expect(within(again).getByText('Is the balcony sea-facing?')).toBeInTheDocument();
    expect(within(again).queryByText(/different name/)).toBeNull();

    expect(own).toHaveTextContent('24 Nov 2026, 14:00');
    expect(within(own).getByText('Priya Nair')).toBeInTheDocument();
    expect(within(own).getByRole('link', { name: '+971 50 765 4321' })).toBeInTheDocument();
    expect(within(own).getByText('Is it still available?')).toBeInTheDocument();

    expect(old).toHaveTextContent('20 Nov 2026, 14:00 · Brochure request');
    expect(
      within(old).getByText('The name, e-mail and phone of this earlier enquiry were not kept.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('1 older enquiry is no longer listed here; its details are in the change history.'),
    ).toBeInTheDocument();
  });

  it('says a refused change in an error toast, keeping the lead as it was', async () => {
    serveLead(lead());
    serve(
      handle('POST /admin/leads/:id', fail(400, { msg: 'assignee: must be an active agent of the agency' })),
    );
    renderWithToasts(<LeadsInbox />);
    await userEvent.selectOptions(
      await screen.findByLabelText("Agent for Priya Nair's lead"),
      'layla-haddad',
    );
    await expectToast(
      'error',
      "Assignee must be an active agent of the agency. Could not assign Priya Nair's lead",
    );
    expect(screen.getByLabelText("Agent for Priya Nair's lead")).toHaveValue('');
  });

  it('searches the server by what was typed, from the first page', async () => {
    serveLead(lead());
    renderWithToasts(<LeadsInbox />);
    await screen.findByRole('rowheader', { name: /Priya Nair/ });
    await userEvent.type(screen.getByLabelText('Search'), 'Omar');
    expect(await screen.findByText('No leads match this filter.')).toBeInTheDocument();
    const last = requestsTo('GET /admin/leads').at(-1)!;
    expect(new URLSearchParams(last.url.split('?')[1]).get('q')).toBe('Omar');
    expect(new URLSearchParams(last.url.split('?')[1]).get('page')).toBe('1');
  });
});
