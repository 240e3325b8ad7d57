/** The mailer sends to exactly one mailbox: a list, a group, a display name or a comment is refused. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('mailer', () => {
  it('refuses a recipient or reply-to that is not exactly one address, and writes nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-mailer-'));
    const mailer = createMailer({ smtpUrl: undefined, dataDir, agencyEmail: 'hello@manzil.ae' });
    const outbox = () => (fs.existsSync(mailer.outboxDir!) ? fs.readdirSync(mailer.outboxDir!) : []);
    for (const to of [
      'p1,bomb@example.com',
      'p1;bomb@example.com',
      '"Name" <bomb@example.com>',
      'Name <bomb@example.com>',
      'bomb@example.com (comment)',
      '(comment)bomb@example.com',
      'group: bomb@example.com;',
      'bomb@example.com\r\nBcc: other@example.com',
    ]) {
      await expect(mailer.send({ to, subject: 'Hello', text: 'Hi' }), to).rejects.toThrow(/exactly one/);
      await expect(
        mailer.send({ to: 'hello@manzil.ae', replyTo: to, subject: 'Hello', text: 'Hi' }),
        to,
      ).rejects.toThrow(/exactly one/);
    }
    expect(outbox()).toHaveLength(0);
    await mailer.send({
      to: 'sara+alerts@example.ae',
      replyTo: 'o.k@example.com',
      subject: 'Hello',
      text: 'Hi',
    });
    expect(outbox()).toHaveLength(1);
    const eml = fs.readFileSync(path.join(mailer.outboxDir!, outbox()[0]!), 'utf8');
    expect(eml).toMatch(/^To: sara\+alerts@example\.ae$/m);
  });
});
