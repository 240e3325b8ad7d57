/**
 * A rendered page's stylesheets, written into its HTML as `<style data-href>` rather than linked: the
 * page paints without one more round trip to the server first, which on a phone's connection is most
 * of the difference between the page and a static copy of it. The chunk loaders find a sheet by
 * its `data-href` and do not fetch it again (for a remote's sheets, once the shell has rewritten that
 * address for them: shell/src/shared/remotes/inlineStyles.ts).
 * Texts are kept in a cache bounded by bytes and time; a sheet that is too large, not at hand
 * within the budget, or not CSS stays a `<link>`, and so does everything past the page's allowance.
 * A text past its time is still written while it is read again: file names carry their content's
 * hash, and a busy machine's re-read must not turn a page's first view into one without its styles.
 */
import { LRUCache } from 'lru-cache';
import { escapeHtml, styleElement } from './html';

export interface InlineStyleLimits {
  /** A stylesheet larger than this is linked. */
  maxSheetBytes: number;
  /** CSS written into one page at most; the sheets after that are linked. */
  maxPageBytes: number;
  /** Stylesheet texts kept (bytes). */
  maxCacheBytes: number;
  /** How long a text is kept: file names carry their content's hash, this bounds the rest. */
  ttlMs: number;
}

export const INLINE_STYLE_LIMITS: InlineStyleLimits = {
  maxSheetBytes: 32 * 1024,
  // The home page, the heaviest, writes about 70 KB (seven sheets, ~18 KB brotli): all of it in.
  maxPageBytes: 96 * 1024,
  maxCacheBytes: 2 * 1024 * 1024,
  ttlMs: 10 * 60_000,
};

export interface StyleInliner {
  /** The markup for these stylesheets, in order: `<style>` where the text is at hand, else `<link>`. */
  markup(hrefs: Iterable<string>): Promise<string>;
  /** Reads these sheets now, with no budget, so that the first page has them at hand. */
  warm(hrefs: Iterable<string>): Promise<void>;
  held(): { entries: number; bytes: number };
}

const link = (href: string) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`;
/** A text too large (or not CSS) is remembered as such, so it is not fetched again each time. */
const UNUSABLE = '';
/** A sheet that could not be read is asked for again after this long. */
const RETRY_MS = 30_000;

export function createStyleInliner(
  /** The stylesheet's text, or undefined when it is not a readable stylesheet. */
  read: (href: string) => Promise<string | undefined>,
  budgetMs: number,
  limits: InlineStyleLimits = INLINE_STYLE_LIMITS,
): StyleInliner {
  // Requests for one sheet while it is being read share that read (the cache holds the pending fetch).
  const texts = new LRUCache<string, string>({
    maxSize: limits.maxCacheBytes,
    sizeCalculation: (text, href) => Math.max(1, text.length + href.length),
    ttl: limits.ttlMs,
    allowStale: true,
    fetchMethod: async (href, _stale, { options }) => {
      const css = await read(href).catch(() => undefined);
      // A sheet that could not be read is tried again soon; one too large is not.
      if (css === undefined) options.ttl = RETRY_MS;
      return css !== undefined && css.length <= limits.maxSheetBytes ? css : UNUSABLE;
    },
  });

  const text = (href: string): Promise<string> => texts.fetch(href).then((css) => css ?? UNUSABLE);

  const within = (pending: Promise<string>): Promise<string> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(UNUSABLE), budgetMs)));
    return Promise.race([pending, late]).finally(() => clearTimeout(timer));
  };

  return {
    async markup(hrefs) {
      const unique = [...new Set(hrefs)];
      const css = await Promise.all(unique.map((href) => within(text(href))));
      let allowance = limits.maxPageBytes;
      return unique
        .map((href, i) => {
          const sheet = css[i]!;
          if (sheet === UNUSABLE || sheet.length > allowance) return link(href);
          allowance -= sheet.length;
          return styleElement(sheet, href);
        })
        .join('');
    },
    async warm(hrefs) {
      await Promise.all([...new Set(hrefs)].map(text));
    },
    held: () => ({ entries: texts.size, bytes: texts.calculatedSize }),
  };
}
