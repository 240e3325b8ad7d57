import { describe, expect, it } from 'vitest';
import { createStyleInliner, INLINE_STYLE_LIMITS } from './inline-styles';

const sheets: Record<string, string> = {
  '/static/css/app.css': '.app{color:red}',
  '/remotes/x/a.css': '.a{color:blue}',
  '/remotes/x/evil.css': '.e{content:"</style><script>alert(1)</script>"}</STYLE ><p>',
};

function inliner(limits = INLINE_STYLE_LIMITS, read = async (href: string) => sheets[href]) {
  const reads: string[] = [];
  const styles = createStyleInliner(
    (href) => {
      reads.push(href);
      return read(href);
    },
    50,
    limits,
  );
  return { styles, reads };
}

describe('stylesheets written into the page', () => {
  it('writes each sheet once, in order, as a <style> named by its URL', async () => {
    const { styles, reads } = inliner();
    const markup = await styles.markup(['/static/css/app.css', '/remotes/x/a.css', '/static/css/app.css']);
    expect(markup).toBe(
      '<style data-href="/static/css/app.css">.app{color:red}</style>' +
        '<style data-href="/remotes/x/a.css">.a{color:blue}</style>',
    );
    await styles.markup(['/static/css/app.css']);
    expect(reads).toEqual(['/static/css/app.css', '/remotes/x/a.css']);
  });

  it('no text in a sheet can end the element and start markup', async () => {
    const { styles } = inliner();
    const markup = await styles.markup(['/remotes/x/evil.css']);
    expect(markup.match(/<\/style/gi)).toHaveLength(1);
    expect(markup.endsWith('</style>')).toBe(true);
    expect(markup).not.toMatch(/<\/style><script>/i);
  });

  it('links a sheet it cannot read, a late one, and what does not fit', async () => {
    const limits = { ...INLINE_STYLE_LIMITS, maxSheetBytes: 20, maxPageBytes: 20 };
    const { styles } = inliner(limits, async (href) => {
      if (href === '/slow.css') return new Promise((resolve) => setTimeout(() => resolve('.s{}'), 500));
      if (href === '/big.css') return '.b{}'.repeat(10);
      return sheets[href];
    });
    const markup = await styles.markup([
      '/missing.css',
      '/slow.css',
      '/big.css',
      '/static/css/app.css',
      '/remotes/x/a.css',
    ]);
    expect(markup).toBe(
      '<link rel="stylesheet" href="/missing.css" />' +
        '<link rel="stylesheet" href="/slow.css" />' +
        '<link rel="stylesheet" href="/big.css" />' +
        '<style data-href="/static/css/app.css">.app{color:red}</style>' +
        // The page's allowance (20 bytes) is spent by the first sheet.
        '<link rel="stylesheet" href="/remotes/x/a.css" />',
    );
  });

  it('has the sheets it was warmed with at hand for the first page, however slow their read', async () => {
    const slow = async (href: string) =>
      new Promise<string | undefined>((resolve) => setTimeout(() => resolve(sheets[href]), 120));
    const cold = inliner(INLINE_STYLE_LIMITS, slow).styles;
    expect(await cold.markup(['/static/css/app.css'])).toBe(
      '<link rel="stylesheet" href="/static/css/app.css" />',
    );

    const { styles, reads } = inliner(INLINE_STYLE_LIMITS, slow);
    await styles.warm(['/static/css/app.css', '/static/css/app.css']);
    expect(await styles.markup(['/static/css/app.css'])).toBe(
      '<style data-href="/static/css/app.css">.app{color:red}</style>',
    );
    expect(reads).toEqual(['/static/css/app.css']);
  });

  it('writes a text past its time while it reads it again, rather than linking it', async () => {
    let delay = 0;
    const { styles, reads } = inliner(
      { ...INLINE_STYLE_LIMITS, ttlMs: 5 },
      async (href) => new Promise((resolve) => setTimeout(() => resolve(sheets[href]), delay)),
    );
    await styles.markup(['/static/css/app.css']);
    delay = 500;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await styles.markup(['/static/css/app.css'])).toBe(
      '<style data-href="/static/css/app.css">.app{color:red}</style>',
    );
    expect(reads).toEqual(['/static/css/app.css', '/static/css/app.css']);
  });

  it('keeps no more text than its bound', async () => {
    const limits = { ...INLINE_STYLE_LIMITS, maxCacheBytes: 2_000 };
    const { styles } = inliner(limits, async (href) => `.${href.slice(1)}{}`.padEnd(300, ' '));
    for (let i = 0; i < 100; i++) {
      await styles.markup([`/s${i}.css`]);
      expect(styles.held().bytes).toBeLessThanOrEqual(2_000);
    }
    expect(styles.held().entries).toBeGreaterThan(1);
  });
});
