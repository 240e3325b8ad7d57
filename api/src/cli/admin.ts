/**
 * Admin accounts from the command line: `npm run admin -- create <username> <email>`.
 * Prompts for a password (hidden input on a terminal; empty = generate one) and prints a
 * generated password once. With the embedded database, stop the server first (one process
 * owns DATA_DIR).
 */
import readline from 'node:readline';
import { loadConfig } from '../config';
import { EMAIL_PATTERN } from '@manzil/contract/schemas';
import { MIN_PASSWORD_LENGTH } from '@manzil/contract';
import { createAdmin, findAdminByUsername } from '../db/admins';
import { openDatabase } from '../db/client';
import { ensureIndexes } from '../db/collections';
import { generatePassword } from '../lib/passwords';

const USAGE = 'Usage: npm run admin -- create <username> <email>';

/** Reads one line; on a terminal the typed characters are not echoed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({
      input: process.stdin,
      output: process.stdout,
      terminal: process.stdin.isTTY,
    });
    const output = rl as unknown as { _writeToOutput?: (s: string) => void };
    if (process.stdin.isTTY) {
      process.stdout.write(question);
      output._writeToOutput = () => undefined;
    }
    let answered = false;
    rl.question(process.stdin.isTTY ? '' : question, (answer) => {
      answered = true;
      rl.close();
      if (process.stdin.isTTY) process.stdout.write('\n');
      resolve(answer);
    });
    // No input at all (stdin closed): treat as empty, i.e. generate a password.
    rl.on('close', () => {
      if (!answered) resolve('');
    });
  });
}

async function main(args: string[]): Promise<number> {
  const [command, username, email] = args;
  if (command !== 'create' || !username || !email) {
    console.error(USAGE);
    return 2;
  }
  if (!EMAIL_PATTERN.test(email)) {
    console.error(`Not a valid e-mail address: ${email}`);
    return 2;
  }
  const typed =
    process.env.ADMIN_PASSWORD ?? (await askHidden(`Password for ${username} (empty: generate one): `));
  const password = typed || generatePassword();
  if (password.length < MIN_PASSWORD_LENGTH) {
    console.error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    return 2;
  }
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await ensureIndexes(db.db);
    if (await findAdminByUsername(db.db, username)) {
      console.error(`An admin called "${username}" already exists.`);
      return 1;
    }
    await createAdmin(db.db, { username, email, password });
    console.log(`Created admin "${username}" <${email.toLowerCase()}>.`);
    if (!typed) console.log(`Generated password (shown only once): ${password}`);
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
