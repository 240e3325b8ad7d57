/**
 * Outgoing mail through nodemailer: SMTP_URL when set, else each message is built by
 * nodemailer's stream transport and written as an .eml file to DATA_DIR/outbox/.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { Config } from '../config';
import { BRAND } from '@manzil/contract';
import { EMAIL_PATTERN } from '@manzil/contract/schemas';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (a mail in a right-to-left language reads right to left with it). */
  html?: string;
  replyTo?: string;
  /** One copy (the agency on a lead mailed to its agent). */
  cc?: string;
  /** Extra headers (a search alert's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where .eml files go when no SMTP server is configured. */
  outboxDir?: string;
}

/**
 * Whether `value` is exactly one plain mailbox as nodemailer reads it: not a list, a group, a display
 * name or a comment. The forms refuse those already; this keeps a mail from reaching other addresses
 * should a caller ever pass one through.
 */
export function isOneMailbox(value: string): boolean {
  if (!EMAIL_PATTERN.test(value)) return false;
  const parsed = addressparser(value);
  return (
    parsed.length === 1 && !('group' in parsed[0]!) && parsed[0]!.name === '' && parsed[0]!.address === value
  );
}

/** Refuses a message whose recipient or reply-to address is not exactly one mailbox. */
function checkAddresses(message: MailMessage): void {
  for (const [field, value] of [
    ['to', message.to],
    ['replyTo', message.replyTo],
    ['cc', message.cc],
  ] as const)
    if (value !== undefined && !isOneMailbox(value))
      throw new Error(`mail refused: its ${field} is not exactly one e-mail address`);
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'dataDir' | 'agencyEmail'>): Mailer {
  const from = `${BRAND.name} <${config.agencyEmail}>`;
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        checkAddresses(message);
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const outboxDir = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    async send(message) {
      checkAddresses(message);
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(outboxDir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}
