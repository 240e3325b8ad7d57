/**
 * A catalogue: each text in every language, side by side, where the feature that shows it lives. A text
 * without its Arabic (or a future language's) version does not type-check, so it cannot reach a page;
 * messages are ICU (`{count, plural, zero {…} one {…} two {…} few {…} many {…} other {…}}`), checked by
 * each app's catalogue test (checkCatalogue).
 */
import type { Locale } from '@manzil/contract';

export type Text = Readonly<Record<Locale, string>>;
export type Messages = Readonly<Record<string, Text>>;

/** Declares a feature's texts (the identity function, typed: every text in every language). */
export const defineMessages = <const M extends Messages>(messages: M): M => messages;
