import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Agent } from '@manzil/contract';
import { describe, expect, it } from 'vitest';
import { fail, handle, LOCATIONS, requestsTo, serve } from '@manzil/api-client/testing';
import { signedInSection } from '../../test/signedInSection';
import { expectAlert, expectToast, renderWithToasts } from '../../test/feedback';
import { typeInto } from '../../test/typeInto';
import { AgentsSection } from './AgentsSection';

const agent = (slug: string, name: string, listingsCount: number, active = true): Agent => ({
  _id: slug.padStart(24, '0').replace(/[^0-9a-f]/g, '0'),
  slug,
  name,
  photo: `/images/agents/${slug}.jpg`,
  brn: '48213',
  languages: ['English', 'Arabic'],
  areas: ['dubai_marina'],
  phone: '+971500000101',
  whatsapp: '+971500000101',
  email: `${slug}@manzil.ae`,
  active,
  listingsCount,
});

/** The server's agents: a write it accepted is seen by the next read, as on the real API. */
function serveAgents(initial: Agent[]) {
  const current = structuredClone(initial);
  serve(
    handle('GET /admin/agents', () => ({ data: structuredClone(current) })),
    handle('GET /locations', LOCATIONS),
  );
  return current;
}

describe('Agents', () => {
  signedInSection(() => undefined);

  it('lists active agents then retired ones, with their listings', async () => {
    serveAgents([agent('layla', 'Layla Haddad', 3), agent('gone', 'Gone Agent', 0, false)]);
    renderWithToasts(<AgentsSection />);
    expect(screen.getByText('Loading the agents...')).toBeInTheDocument();
    const rows = within(await screen.findByRole('list', { name: 'Agents' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Layla Haddad');
    expect(rows[0]).toHaveTextContent('3 listings');
    expect(rows[1]).toHaveTextContent('Retired');
    expect(within(rows[1]!).queryByRole('button', { name: /Retire/ })).not.toBeInTheDocument();
  });

  it('adds an agent: says what is missing in words, then sends the form with the portrait', async () => {
    const current = serveAgents([]);
    serve(
      handle('POST /admin/agents', ({ body }) => {
        const added = {
          ...agent('noor', String(body.get('name')), 0),
          areas: String(body.get('areas')).split('\n'),
        };
        current.push(added);
        return { data: added };
      }),
    );
    renderWithToasts(<AgentsSection />);
    expect(await screen.findByText('No agents yet: add the first one.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add agent' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an agent' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add agent' }));
    await expectAlert('Check Full name: Enter the agent’s full name.', dialog);
    expect(within(dialog).getByLabelText('Phone')).toHaveAccessibleDescription(
      /Enter an international number starting with \+/,
    );
    expect(requestsTo('POST /admin/agents')).toHaveLength(0);

    await typeInto(dialog, {
      'Full name': 'Noor Al Mansouri',
      BRN: '77123',
      Languages: 'English, French',
      Phone: '+971 50 111 2233',
      WhatsApp: '+971501112233',
      'E-mail': 'noor@manzil.ae',
    });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Downtown Dubai' }));
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'noor.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(dialog).getByLabelText(/Portrait/), photo);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add agent' }));

    await expectToast('success', 'Noor Al Mansouri was added to the agents.');
    const [sent] = requestsTo('POST /admin/agents');
    const form = sent!.body as FormData;
    // FormData sends line breaks as CRLF.
    expect(form.get('languages')).toMatch(/^English\r?\nFrench$/);
    expect(form.get('phone')).toBe('+971501112233');
    expect(form.get('areas')).toBe('downtown_dubai');
    expect(typeof form.get('image')).toBe('object');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Noor Al Mansouri' })).toBeInTheDocument();
  });

  it('retires an agent with listings only once another agent is chosen to take them over', async () => {
    const current = serveAgents([agent('layla', 'Layla Haddad', 2), agent('omar', 'Omar Siddiqui', 1)]);
    serve(
      handle('POST /admin/agents/:slug/retire', ({ params, body }) => {
        if (!body.reassignTo) return fail(400, { msg: 'reassignTo: choose the agent who takes over' });
        const gone = current.find((a) => a.slug === params.slug)!;
        const to = current.find((a) => a.slug === body.reassignTo)!;
        to.listingsCount += gone.listingsCount;
        Object.assign(gone, { active: false, listingsCount: 0 });
        return { data: gone, reassigned: 2, reassignedTo: to.slug };
      }),
    );
    renderWithToasts(<AgentsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retire Layla Haddad' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire Layla Haddad?' });
    const target = within(dialog).getByLabelText('Who takes over Layla Haddad’s 2 listings?');
    // Only the other active agents are offered.
    expect(
      within(target)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose an agent', 'Omar Siddiqui (1 listing)']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retire agent' }));
    await expectAlert('Choose the agent who takes over these listings.', dialog);
    expect(requestsTo('POST /admin/agents/:slug/retire')).toHaveLength(0);

    await userEvent.selectOptions(target, 'omar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retire agent' }));
    await expectToast('success', 'Layla Haddad was retired; their 2 listings now show Omar Siddiqui.');
    expect(requestsTo('POST /admin/agents/:slug/retire')[0]!.body).toEqual({ reassignTo: 'omar' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Retire Layla Haddad' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Omar Siddiqui' }).closest('li')).toHaveTextContent(
      '3 listings',
    );
  });

  it('shows an agent’s change history in their editor, read only when asked for', async () => {
    serveAgents([agent('layla', 'Layla Haddad', 2)]);
    serve(
      handle('GET /admin/audit', {
        data: [
          {
            _id: '1'.padStart(24, '0'),
            target: 'agent',
            targetId: agent('layla', '', 0)._id,
            label: 'Layla Haddad',
            action: 'update',
            actor: 'sara',
            at: '2026-11-25T08:30:00.000Z',
            changes: [{ field: 'brn', from: '48213', to: '48214' }],
          },
        ],
      }),
    );
    renderWithToasts(<AgentsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Layla Haddad' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Layla Haddad' });
    expect(requestsTo('GET /admin/audit')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show change history' }));
    const trail = await within(dialog).findByRole('region', { name: 'Change history' });
    expect(await within(trail).findByText('BRN')).toBeInTheDocument();
    expect(trail).toHaveTextContent('sara changed');
    expect(trail).toHaveTextContent('BRN: 48213 → to 48214');
    expect(requestsTo('GET /admin/audit')[0]!.url).toBe(
      `/admin/audit?target=agent&id=${agent('layla', '', 0)._id}`,
    );
  });
});
