/** The text fields every request schema is built from (schemas.ts and its parts): bounded, one line where a
 * line break could start a mail header, never a control character. */
import { z } from 'zod';
import { hasControlCharacters } from './links';

/** Line breaks have no place in a name, subject or phone: in a mail header they would start a new one. */
export const ONE_LINE = /^[^\r\n\u0085\u2028\u2029]*$/;
export const ONE_LINE_MESSAGE = 'must be on one line';
/** Control characters and line separators: none belongs in a name or a link (links.ts). */
export const noControl = (v: string) => !hasControlCharacters(v);
export const NO_CONTROL_MESSAGE = 'must not contain control characters';
/** A required text field that may span lines (descriptions, messages). */
export const multilineText = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
/** An optional text field that may span lines ('' allowed). */
export const optionalMultilineText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`);
/** A required single-line text field. */
export const text = (max: number) =>
  multilineText(max).regex(ONE_LINE, ONE_LINE_MESSAGE).refine(noControl, NO_CONTROL_MESSAGE);
/** An optional single-line text field ('' allowed). */
export const optionalText = (max: number) =>
  optionalMultilineText(max).regex(ONE_LINE, ONE_LINE_MESSAGE).refine(noControl, NO_CONTROL_MESSAGE);
/** An Arabic text beside an English single-line field: the same bound, '' clears it, absent leaves it. */
export const arabicText = (max: number) => optionalText(max).optional();
/** An Arabic text beside an English text that may span lines. */
export const arabicMultilineText = (max: number) => optionalMultilineText(max).optional();
/** A MongoDB id as 24 hex characters. */
export const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/i, 'must be a valid id');

/**
 * One mailbox, its final part 2 to 6 letters (docs/glossary.md): the local part of the characters a
 * browser's e-mail field allows, so no list, display name or comment a mailer would read in it.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,6}$/;
export const email = z
  .string()
  .trim()
  .max(254, 'must be at most 254 characters')
  .refine(noControl, NO_CONTROL_MESSAGE)
  .regex(/^[^,;<>"()[\]\\:]*$/, 'must be one e-mail address, without a name, a comment or a second address')
  .regex(EMAIL_PATTERN, 'must be a valid e-mail address');

/**
 * A form field of one item per line (photo links, amenities), blank lines dropped. A single line is
 * read as comma-separated: a record posted back whole as FormData sends an array as 'a,b'.
 */
export const lines = <T extends z.ZodType<string, string>>(item: T, max: number) =>
  z
    .string()
    .transform((v) =>
      v
        .split(/[\r\n]/.test(v) ? /\r\n|\n|\r/ : ',')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1, 'is required').max(max, `must be at most ${max} lines`));
