/** The mails the default mailer wrote (.eml files in DATA_DIR/outbox), decoded for reading in tests. */
import fs from 'node:fs';
import path from 'node:path';

/** Every mail in DATA_DIR/outbox, oldest first, as .eml text. */
export function outboxMails(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'));
}

/** The mails to `to`, oldest first, decoded as nodemailer wrote them. */
export const outboxMailsTo = (dataDir: string, to: string): string[] =>
  outboxMails(dataDir)
    // The To header itself (a Reply-To naming the address is another mail's).
    .filter((eml) => eml.split(/\r?\n/).includes(`To: ${to}`))
    .map(decodeEml);

/** An .eml's headers and its parts' text (quoted-printable or base64, as nodemailer chose). */
export function decodeEml(eml: string): string {
  return eml.replace(
    /Content-Transfer-Encoding: (quoted-printable|base64)\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?=\r?\n--|$)/g,
    (_all, encoding: string, body: string) =>
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : Buffer.from(
            body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
  );
}
