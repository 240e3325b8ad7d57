import { describe, expect, it } from 'vitest';
import { preloadList } from './render';

const own = (url: string) => url.replace(/^http:\/\/127\.0\.0\.1:3000(?=\/)/, '');
const parse = (html: string) => JSON.parse(/^<script[^>]*>(.*)<\/script>$/s.exec(html)![1]!) as unknown;

describe('preloadList', () => {
  it('writes the site’s own files root-relative and another origin’s as they are', () => {
    const html = preloadList(
      [
        { href: 'http://127.0.0.1:3000/remotes/mf-search/mf-manifest.json', as: 'fetch' },
        { href: 'https://cdn.example.com/mf-vr/static/js/mf_vr.1a2b.js', as: 'script' },
        { href: '/remotes/mf-search/static/css/async/1.css', as: 'style' },
      ],
      own,
    );
    expect(html).toMatch(/^<script type="application\/json" id="manzil-preload-page">/);
    expect(parse(html)).toEqual([
      { href: '/remotes/mf-search/mf-manifest.json', as: 'fetch' },
      { href: 'https://cdn.example.com/mf-vr/static/js/mf_vr.1a2b.js', as: 'script' },
      { href: '/remotes/mf-search/static/css/async/1.css', as: 'style' },
    ]);
  });

  it('drops what is not a web URL or a known kind, and nothing in it can end the script', () => {
    const html = preloadList(
      [
        { href: 'javascript:alert(1)', as: 'script' },
        { href: '//evil.example/x.js', as: 'script' },
        { href: 'data:text/javascript,1', as: 'script' },
        { href: '/x.js', as: 'image' as 'script' },
        { href: '/a.js?</script><script>alert(1)</script>', as: 'script' },
      ],
      own,
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(parse(html)).toEqual([{ href: '/a.js?</script><script>alert(1)</script>', as: 'script' }]);
  });

  it('writes nothing for a page without preloads', () => {
    expect(preloadList([], own)).toBe('');
  });
});
