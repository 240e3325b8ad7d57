/**
 * The Overview of a property (docs/glossary.md): the discription text split on full stops into
 * bullet lines. A full stop inside a link or a number ('https://a.com/b.pdf', '2.5 km') is not a
 * sentence end, so only a full stop followed by whitespace or the end of the text splits.
 *  - a line with a link (absolute, or a site path after the colon) and a colon → a label plus a
 *    'Visit Link' anchor;
 *  - a line with a dash (' - ', '–' or '—') → a title and a text;
 *  - any other line → plain text.
 */
export type OverviewLine =
  | { kind: 'link'; label: string; url: string }
  | { kind: 'titled'; title: string; text: string }
  | { kind: 'text'; text: string };

/** An absolute link anywhere, or a site path ('/3dspace') right after a colon. */
const LINK = /(?:https?:\/\/|www\.)[^\s]+|(?<=:\s*)\/[^\s]*/i;
const DASH = /\s+-\s+|\s*[–—]\s*/;

export function parseOverviewLine(raw: string): OverviewLine | null {
  const line = raw.trim();
  if (!line) return null;

  const link = LINK.exec(line);
  if (link) {
    const before = line.slice(0, link.index);
    const colon = before.lastIndexOf(':');
    if (colon !== -1) {
      const label = before.slice(0, colon).trim() || 'Link';
      return { kind: 'link', label, url: link[0].replace(/[),;]+$/, '') };
    }
  }

  const dash = DASH.exec(line);
  if (dash && dash.index > 0) {
    const title = line.slice(0, dash.index).trim();
    const text = line.slice(dash.index + dash[0].length).trim();
    if (title && text) return { kind: 'titled', title, text };
  }
  return { kind: 'text', text: line };
}

export function parseOverview(discription: string | undefined | null): OverviewLine[] {
  if (!discription) return [];
  return discription
    .split(/\.(?=\s|$)/)
    .map(parseOverviewLine)
    .filter((line): line is OverviewLine => line !== null);
}
