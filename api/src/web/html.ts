/**
 * The one way server code puts text into HTML or XML: escaped, and spliced with a replacer function
 * (a replacement *string* would give `$'`, `` $` ``, `$&` in admin text their special meanings and
 * copy whole parts of the page into it).
 */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element's content or a quoted attribute value (HTML and XML alike). */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);

/** Replaces the first match of `pattern` in `html` with `markup`, taken literally. */
export const spliceHtml = (html: string, pattern: string | RegExp, markup: string): string =>
  html.replace(pattern, () => markup);

/** A stylesheet's text as a `<style>` element: nothing in the text can end the element early. */
export const styleElement = (css: string, href: string): string =>
  `<style data-href="${escapeHtml(href)}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
