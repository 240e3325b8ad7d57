import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, handle, render, requestsTo, serve } from '@manzil/api-client/testing';
import type { AuditEntry } from '@manzil/contract';
import { describe, expect, it } from 'vitest';
import { AuditTrail } from './AuditTrail';
import { listingAuditValue } from './listingValues';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  _id: '1'.padStart(24, '0'),
  target: 'property',
  targetId: 'a'.repeat(24),
  label: 'Opera Grand',
  action: 'update',
  actor: 'sara',
  at: '2026-11-25T08:30:00.000Z',
  changes: [],
  ...overrides,
});

describe('AuditTrail', () => {
  it('says who changed which fields, old → new, named by the labels; markup in values stays text', async () => {
    serve(
      handle('GET /admin/audit', {
        data: [
          entry({
            changes: [
              { field: 'status', from: '', to: 'under-offer' },
              { field: 'house_name', from: 'Opera', to: '<img src=x onerror=alert(1)>' },
            ],
          }),
        ],
      }),
    );
    render(
      <AuditTrail
        target="property"
        id={'a'.repeat(24)}
        labels={{ house_name: 'Property name' }}
        formatValue={listingAuditValue}
      />,
    );
    const trail = screen.getByRole('region', { name: 'Change history' });
    expect(await within(trail).findByText('sara')).toBeInTheDocument();
    expect(within(trail).getByText('25 Nov 2026, 12:30')).toBeInTheDocument();
    const items = within(trail)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toContain('Status: (none) →  to Under offer');
    expect(items).toContain('Property name: Opera →  to <img src=x onerror=alert(1)>');
    expect(trail.querySelector('img')).toBeNull();
    expect(new URLSearchParams(requestsTo('GET /admin/audit')[0]!.url.split('?')[1]).toString()).toBe(
      `target=property&id=${'a'.repeat(24)}`,
    );
  });

  it('collapsed, reads nothing until asked; a failed read offers another try', async () => {
    serve(handle('GET /admin/audit', { data: [] }));
    serve(handle('GET /admin/audit', fail(500), { once: true }));
    render(<AuditTrail target="lead" id={'b'.repeat(24)} collapsed />);
    expect(requestsTo('GET /admin/audit')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Show change history' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The change history could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });
});
