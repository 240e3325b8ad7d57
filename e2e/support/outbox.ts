/** The test server's mails (.eml files in DATA_DIR/outbox), decoded the way the API's own tests read them. */
import fs from 'node:fs';
import path from 'node:path';
import { decodeEml } from '../../api/test/support/outbox';
import { DATA_DIR } from './env';

export interface Mail {
  to: string;
  /** Headers and every part's text, decoded. */
  text: string;
}

const OUTBOX = path.join(DATA_DIR, 'outbox');

/** The mails written at or after `since` (ms since the epoch; every mail by default), oldest first. */
export function outboxMails({ since = 0, to }: { since?: number; to?: string } = {}): Mail[] {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs
    .readdirSync(OUTBOX)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(OUTBOX, f))
    .filter((file) => since === 0 || fs.statSync(file).mtimeMs >= since)
    .sort()
    .map((file) => {
      const text = decodeEml(fs.readFileSync(file, 'utf8'));
      // The To header itself: a Reply-To naming the address belongs to another mail.
      return { to: /^To: (.+)$/m.exec(text)?.[1]?.trim() ?? '', text };
    })
    .filter((mail) => to === undefined || mail.to.toLowerCase() === to.toLowerCase());
}
