/** The same-origin decision alone (its use on every write is in security.test.ts). */
import { describe, expect, it } from 'vitest';
import { originVerdict, trustedOrigins, type RequestSource } from './csrf';

const trusted = trustedOrigins({
  publicUrl: 'https://www.manzil.example',
  remoteOverrides: { 'mf-vr': 'https://cdn.manzil.example/mf-vr/mf-manifest.json' },
});
const HOST = 'www.manzil.example';

describe('originVerdict', () => {
  const cases: [string, RequestSource, ReturnType<typeof originVerdict>][] = [
    [
      'Sec-Fetch-Site same-origin',
      { secFetchSite: 'same-origin', origin: 'https://www.manzil.example' },
      'same-origin',
    ],
    ['Sec-Fetch-Site none (typed in, bookmark)', { secFetchSite: 'none' }, 'same-origin'],
    ['Sec-Fetch-Site in capitals', { secFetchSite: ' Same-Origin ' }, 'same-origin'],
    ['cross-site', { secFetchSite: 'cross-site', origin: 'https://evil.example' }, 'cross-origin'],
    ['cross-site without Origin', { secFetchSite: 'cross-site' }, 'cross-origin'],
    [
      'same-site (a sibling subdomain)',
      { secFetchSite: 'same-site', origin: 'https://blog.manzil.example' },
      'cross-origin',
    ],
    ['an unknown Sec-Fetch-Site value', { secFetchSite: 'whatever' }, 'cross-origin'],
    [
      'a trusted remote, cross-site by nature',
      { secFetchSite: 'cross-site', origin: 'https://cdn.manzil.example' },
      'same-origin',
    ],
    [
      'PUBLIC_URL origin behind a proxy that rewrites Host',
      { origin: 'https://www.manzil.example', host: '127.0.0.1:3000' },
      'same-origin',
    ],
    [
      'no Sec-Fetch-Site, Origin naming the request host',
      { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      'same-origin',
    ],
    [
      'no Sec-Fetch-Site, Origin on another port',
      { origin: 'http://127.0.0.1:4000', host: '127.0.0.1:3000' },
      'cross-origin',
    ],
    ['no Sec-Fetch-Site, a foreign Origin', { origin: 'https://evil.example', host: HOST }, 'cross-origin'],
    ['Origin: null (sandboxed frame, data: URL)', { origin: 'null', host: HOST }, 'cross-origin'],
    ['Origin that is not a URL', { origin: '%%%', host: HOST }, 'cross-origin'],
    [
      'the trusted origin spelled in capitals with its default port',
      { origin: 'HTTPS://WWW.Manzil.example:443' },
      'same-origin',
    ],
    [
      'a look-alike of the trusted origin',
      { origin: 'https://www.manzil.example.evil.example', host: HOST },
      'cross-origin',
    ],
    ['neither header (curl, a server)', { host: HOST }, 'unknown'],
  ];
  for (const [name, req, verdict] of cases)
    it(name, () => {
      expect(originVerdict(req, trusted)).toBe(verdict);
    });
});
