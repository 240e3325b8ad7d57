/**
 * Outgoing mail through nodemailer: SMTP_URL when set, else each message is built by
 * nodemailer's stream transport and written as an .eml file to DATA_DIR/outbox/.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import { BRAND } from '@manzil/contract';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Extra headers (a search alert's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where .eml files go when no SMTP server is configured. */
  outboxDir?: string;
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'dataDir' | 'agencyEmail'>): Mailer {
  const from = `${BRAND.name} <${config.agencyEmail}>`;
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const outboxDir = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(outboxDir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}
