/**
 * The e-mail shape the server accepts (docs/glossary.md): x@y.tld, the final part 2 to 6 letters, and
 * exactly one mailbox: the local part of the characters a browser's e-mail field allows (no quotes,
 * brackets, commas, semicolons or spaces, which make a list, a display name or a comment of it for a
 * mailer), the domain of letters, digits and hyphens.
 * It mirrors EMAIL_PATTERN of @manzil/contract/schemas, which cannot be imported into a browser
 * bundle without pulling zod in with it; email.test.ts fails the moment the two differ.
 */
import { formMessages } from './messages';

export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,6}$/;

/** Whether the (trimmed) value has the accepted e-mail shape. */
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** What a mailer reads as a second address, a display name or a comment. */
const LIST_OR_NAME = /[,;<>"()[\]\\:]/;

/** Whether the value is a list of addresses or a named one rather than one plain address. */
export const isAddressList = (value: string): boolean => LIST_OR_NAME.test(value.trim());

export const ONE_EMAIL_MESSAGE = formMessages.oneEmail.en;
