/**
 * The rules of a stored link (gallery, floor plan, brochure): one place for the API's schema and the
 * admin's form, so the form refuses what the server would.
 */

/**
 * Control characters (C0 with NUL and tab, DEL, C1 with U+0085) and the Unicode line and paragraph
 * separators: none belongs in a name or a link. A browser drops tabs and line breaks from a URL, so the
 * site path `/\t/evil.example/a.pdf` would open `//evil.example/a.pdf`, another site.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
export const hasControlCharacters = (v: string): boolean => CONTROL.test(v);

/** A site path ('/brochures/x.pdf', never '//host' or '/\host') or an http(s) URL; never `javascript:` or `data:`. */
export const isSiteOrHttpLink = (v: string): boolean =>
  /^\/(?![/\\])/.test(v) || /^https?:\/\/[^\s]+$/i.test(v);

export const LINK_MAX = 2000;

/** Why a link (trimmed) cannot be stored, in the API's words, or null when it can. */
export function linkProblem(value: string): string | null {
  const v = value.trim();
  if (v.length > LINK_MAX) return `must be at most ${LINK_MAX} characters`;
  if (hasControlCharacters(v)) return 'must not contain control characters';
  if (!isSiteOrHttpLink(v)) return 'must be a site path or an http(s) URL';
  return null;
}
