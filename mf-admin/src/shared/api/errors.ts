/** Reads the server's `{ msg }` out of a failed call and builds the failure texts of docs/glossary.md. */
import { serverMessage } from '@manzil/api-client';

export { serverAnswered, serverMessage } from '@manzil/api-client';

/** A field's label as the form shows it, by the field's name in the request. */
export type FieldLabels = Readonly<Record<string, string>>;

/** The server's refusal in words a person reads, and the field it is about (when it names one). */
export interface ReadableReason {
  field?: string;
  text: string;
}

/** The contract's validation reasons, said the way a person would (the rest read well as they are). */
const REASONS: [RegExp, (...groups: string[]) => string][] = [
  // The whole-number check refuses a sign, so -3 is refused for the same reason as 2.5.
  [/^must be a whole number$/, () => 'must be a whole number of 0 or more'],
  [/^must be between (-?[\d.]+) and ∞$/, (_, min) => `must be ${grouped(min!)} or more`],
  [
    /^must be between (-?[\d.]+) and (-?[\d.]+)$/,
    (_, min, max) => `must be between ${grouped(min!)} and ${grouped(max!)}`,
  ],
  [/^must be a site path or an http\(s\) URL$/, () => 'must be a link starting with https:// or /'],
];

/** 10000000 → '10,000,000'. */
const grouped = (n: string) => Number(n).toLocaleString('en-US');

const humanise = (field: string) => {
  const words = field.replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The API answers a refused field as "bedrooms: must be a whole number" (the first issue). That
 * becomes "Bedrooms must be a whole number of 0 or more", named by the form's own label. Any other
 * message (an image refused, a name taken) is already written for people and is kept.
 */
export function readableReason(err: unknown, labels: FieldLabels = {}): ReadableReason | null {
  const msg = serverMessage(err)?.trim();
  if (!msg) return null;
  const match = /^([A-Za-z_][\w.]*): (.+)$/.exec(msg);
  if (!match) return { text: msg };
  const [, field, reason] = match as unknown as [string, string, string];
  const rule = REASONS.find(([pattern]) => pattern.test(reason));
  const said = rule ? reason.replace(rule[0], rule[1]) : reason;
  // 'images.2' is the third line of the Gallery links.
  const [name = field, index] = field.split('.');
  const line = index && /^\d+$/.test(index) ? ` (line ${Number(index) + 1})` : '';
  return { field: name, text: `${labels[name] ?? humanise(name)}${line} ${said}` };
}

/**
 * docs/glossary.md: "some alerts are prefixed with the error message". The spec's text stays whole
 * at the end, so 'Update failed' alone, or 'Bedrooms must be a whole number of 0 or more. Update failed'.
 */
export function prefixedWithReason(text: string, err: unknown, labels?: FieldLabels): string {
  const reason = readableReason(err, labels)?.text;
  return reason ? `${reason.replace(/[.!\s]+$/, '')}. ${text}` : text;
}
