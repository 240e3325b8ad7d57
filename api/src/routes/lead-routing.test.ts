/** Lead routing: a listing's agent gets its leads and mail; general enquiries go to the queue or round-robin. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LeadResponse } from '@manzil/contract';
import { outboxMails as allOutboxMails } from '../../test/support/outbox';
import { propertyEnquiry } from '../../test/support/enquiry';
import { call, json, loginToken, useTestApp } from '../../test/helpers';

// The default mailer: .eml files in DATA_DIR/outbox.
const t = useTestApp({ env: { AGENCY_EMAIL: 'leads@manzil.test' } });

const outboxMails = () => allOutboxMails(t.dataDir);

const lead = propertyEnquiry;

describe('lead routing', () => {
  it('assigns an enquiry about a listing to its agent, mails them with the agency copied, and names them to the buyer', async () => {
    fs.rmSync(path.join(t.dataDir, 'outbox'), { recursive: true, force: true });
    const res = await call(t.app, 'POST', '/api/enquiries', {
      json: {
        ...lead,
        email: 'sara@example.com',
        name: 'Sara Buyer',
        about: { type: 'property', ref: 'boulevard-point', name: 'Boulevard Point' },
      },
    });
    expect(res.status).toBe(201);
    const { data } = await json<{ data: { _id: string } }>(res);
    const token = await loginToken(t.app);
    const stored = await json<LeadResponse>(
      await call(t.app, 'GET', `/api/admin/leads/${data._id}`, { token }),
    );
    expect(stored.data.assignee).toBe('layla-haddad');
    const mails = outboxMails();
    expect(mails).toHaveLength(2);
    const toAgent = mails.find((m) => /^To: layla@manzil\.ae$/m.test(m))!;
    expect(toAgent).toMatch(/^Cc: leads@manzil\.test$/m);
    expect(toAgent).toMatch(/^Subject: Property inquiry from Sara Buyer about Boulevard Point$/m);
    const ack = mails.find((m) => /^To: sara@example\.com$/m.test(m))!;
    expect(ack).toContain('Boulevard Point');
    expect(ack).toContain('Layla Haddad');
    // A second enquiry merges into the lead: the agent hears of it, the buyer is not mailed again.
    fs.rmSync(path.join(t.dataDir, 'outbox'), { recursive: true, force: true });
    await call(t.app, 'POST', '/api/enquiries', {
      json: {
        ...lead,
        email: 'sara@example.com',
        name: 'Sara Buyer',
        message: 'Is it still available?',
        about: { type: 'property', ref: 'boulevard-point', name: 'Boulevard Point' },
      },
    });
    const again = outboxMails();
    expect(again).toHaveLength(1);
    expect(again[0]).toMatch(/^To: layla@manzil\.ae$/m);
  });

  it('puts a general enquiry in the queue, or hands it round-robin when the owner says so', async () => {
    const token = await loginToken(t.app);
    const send = async (email: string) => {
      const res = await call(t.app, 'POST', '/api/enquiries', {
        json: { kind: 'contact', name: 'General Asker', email, phone: '0501234567', message: 'Hello' },
      });
      const { data } = await json<{ data: { _id: string } }>(res);
      return (await json<LeadResponse>(await call(t.app, 'GET', `/api/admin/leads/${data._id}`, { token })))
        .data;
    };
    expect((await send('q1@example.com')).assignee).toBeUndefined();
    const set = await call(t.app, 'POST', '/api/admin/lead-routing', {
      token,
      json: { mode: 'round-robin' },
    });
    expect(set.status).toBe(200);
    const turns = [await send('r1@example.com'), await send('r2@example.com'), await send('r3@example.com')];
    // The two active agents in turn; the retired one never.
    expect(turns.map((l) => l.assignee)).toEqual([
      expect.stringMatching(/^(layla-haddad|omar-siddiqui)$/),
      expect.stringMatching(/^(layla-haddad|omar-siddiqui)$/),
      turns[0]!.assignee,
    ]);
    expect(turns[0]!.assignee).not.toBe(turns[1]!.assignee);
    await call(t.app, 'POST', '/api/admin/lead-routing', { token, json: { mode: 'queue' } });
    expect(
      (await call(t.app, 'POST', '/api/admin/lead-routing', { token, json: { mode: 'fifo' } })).status,
    ).toBe(400);
  });
});
