/**
 * The server writes a rendered page's stylesheets into its HTML, as `<style data-href>` or, past the
 * page's allowance, as `<link>` (api/src/web/inline-styles.ts). Two loaders would add each of a
 * remote's sheets again as a `<link>` once the remote's code runs, and each added sheet makes the
 * browser restyle, lay out and paint the whole page again (a search page of 1,085 elements: 54 ms in
 * one task on this machine, four times that on Lighthouse's phone) and moves that sheet after the
 * others in the cascade:
 * - the remote's own CSS chunk loader (rspack's) skips a sheet whose `data-href` (or a link's `href`)
 *   is either the file's path below the remote's public path or that public path joined to it; a
 *   remote's public path is found from its script's address (`…/mf-vr/static/js/../../`), so only the
 *   first form can be written here;
 * - the federation runtime preloads an exposed module's sheets as `<link>`s unless a preload filter
 *   leaves them out.
 */

type ServerSheet = HTMLStyleElement | HTMLLinkElement;

const serverSheets = (): ServerSheet[] => [
  ...document.querySelectorAll<ServerSheet>('style[data-href], link[rel="stylesheet"][href]'),
];

/** `href` resolved against the page, or undefined when it is not a URL. */
function absolute(href: string | null | undefined): string | undefined {
  if (!href) return undefined;
  try {
    return new URL(href, document.baseURI).href;
  } catch {
    return undefined;
  }
}

const addressOf = (sheet: ServerSheet) => absolute(sheet.dataset.href ?? sheet.getAttribute('href'));

/** The absolute addresses of the sheets whose `data-href` was made relative to their remote. */
const claimed = new Set<string>();

/**
 * Writes the `data-href` of the page's sheets that a remote serves (under `remoteBase`, the folder of
 * its manifest, which is its public path) as their path below it, the form the remote's chunk loader
 * compares. The shell's own sheets keep their root-relative address: its public path is `/`, and its
 * loader compares that form.
 */
export function claimInlineStyles(remoteBase: string): void {
  for (const sheet of serverSheets()) {
    const url = addressOf(sheet);
    if (!url?.startsWith(remoteBase) || url === remoteBase) continue;
    sheet.dataset.href = url.slice(remoteBase.length);
    claimed.add(url);
  }
}

/** Whether the stylesheet at `url` is already in the page. */
export function isInlineStyle(url: string): boolean {
  const wanted = absolute(url);
  if (wanted === undefined) return false;
  return claimed.has(wanted) || serverSheets().some((sheet) => addressOf(sheet) === wanted);
}
