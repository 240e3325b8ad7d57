/**
 * The e-mail shape the server accepts (docs/glossary.md): x@y.tld, the final part 2 to 6 letters.
 * It mirrors EMAIL_PATTERN of @manzil/contract/schemas, which cannot be imported into a browser
 * bundle without pulling zod in with it; email.test.ts fails the moment the two differ.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,6}$/;

/** Whether the (trimmed) value has the accepted e-mail shape. */
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
