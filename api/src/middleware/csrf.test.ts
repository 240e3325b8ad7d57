/** The same-origin decision alone (its use on every write is in security.test.ts). */
import { describe, expect, it } from 'vitest';
import { originVerdict, trustedOrigins, type RequestSource } from './csrf';

const PUBLIC_URL = 'https://www.manzil.example';
const CDN = 'https://cdn.manzil.example';
const trusted = trustedOrigins({
  publicUrl: PUBLIC_URL,
  remoteOverrides: { 'mf-vr': `${CDN}/mf-vr/mf-manifest.json` },
});
const HOST = 'www.manzil.example';
/** The request host behind a proxy, as the app sees it. */
const LOCAL = '127.0.0.1:3000';

describe('originVerdict', () => {
  const cases: Record<ReturnType<typeof originVerdict>, [string, RequestSource][]> = {
    'same-origin': [
      ['Sec-Fetch-Site same-origin', { secFetchSite: 'same-origin', origin: PUBLIC_URL }],
      ['Sec-Fetch-Site none (typed in, bookmark)', { secFetchSite: 'none' }],
      ['Sec-Fetch-Site in capitals', { secFetchSite: ' Same-Origin ' }],
      ['a trusted remote, cross-site by nature', { secFetchSite: 'cross-site', origin: CDN }],
      ['PUBLIC_URL origin behind a proxy that rewrites Host', { origin: PUBLIC_URL, host: LOCAL }],
      ['no Sec-Fetch-Site, Origin naming the request host', { origin: `http://${LOCAL}`, host: LOCAL }],
      [
        'the trusted origin spelled in capitals with its default port',
        { origin: 'HTTPS://WWW.Manzil.example:443' },
      ],
    ],
    'cross-origin': [
      ['cross-site', { secFetchSite: 'cross-site', origin: 'https://evil.example' }],
      ['cross-site without Origin', { secFetchSite: 'cross-site' }],
      [
        'same-site (a sibling subdomain)',
        { secFetchSite: 'same-site', origin: 'https://blog.manzil.example' },
      ],
      ['an unknown Sec-Fetch-Site value', { secFetchSite: 'whatever' }],
      ['no Sec-Fetch-Site, Origin on another port', { origin: 'http://127.0.0.1:4000', host: LOCAL }],
      ['no Sec-Fetch-Site, a foreign Origin', { origin: 'https://evil.example', host: HOST }],
      ['Origin: null (sandboxed frame, data: URL)', { origin: 'null', host: HOST }],
      ['Origin that is not a URL', { origin: '%%%', host: HOST }],
      ['a look-alike of the trusted origin', { origin: `${PUBLIC_URL}.evil.example`, host: HOST }],
    ],
    unknown: [['neither header (curl, a server)', { host: HOST }]],
  };
  for (const [verdict, list] of Object.entries(cases))
    for (const [name, req] of list)
      it(`${name}: ${verdict}`, () => {
        expect(originVerdict(req, trusted)).toBe(verdict);
      });
});
