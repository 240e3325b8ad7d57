/** Initial JavaScript of a page in Chromium: bytes and gzip bytes, split into shell and federation parts. */
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { startProductServer } from './server-process';

export interface JsBreakdown {
  files: number;
  rawKb: number;
  gzipKb: number;
  /** Shell's own JS (React, router, MF runtime, shell code). */
  shellGzipKb: number;
  /** Remote manifests, remote entries and remote chunks loaded for this page. */
  remotesGzipKb: number;
  manifestsGzipKb: number;
  /** The message formatter (FormatJS's intl-messageformat and its ICU parser), wherever it is bundled. */
  i18nGzipKb: number;
  /** The page's HTML: decoded, and as sent (compressed body plus response headers). */
  htmlKb: number;
  htmlSentKb: number;
}

const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** A chunk holding the ICU parser: its error codes are strings no other code on a page carries. */
const isMessageFormatter = ({ body }: { body: Buffer }) => body.includes('MALFORMED_ARGUMENT');

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

export async function measureInitialJs(paths: string[]): Promise<Record<string, JsBreakdown>> {
  const site = await startProductServer(3982);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_ARGS,
  });
  const out: Record<string, JsBreakdown> = {};
  try {
    for (const pagePath of paths) {
      const page = await browser.newPage();
      const bodies: { url: string; body: Buffer }[] = [];
      const reads: Promise<void>[] = [];
      let html = { kb: 0, sentKb: 0 };
      page.on('response', (res) => {
        const url = res.url();
        if (!url.startsWith(site.url)) return;
        if (res.request().isNavigationRequest() && res.frame() === page.mainFrame())
          reads.push(
            Promise.all([res.body(), res.request().sizes()]).then(([body, sizes]) => {
              html = { kb: kb(body.length), sentKb: kb(sizes.responseBodySize + sizes.responseHeadersSize) };
            }),
          );
        if (!/\.js($|\?)/.test(url) && !url.endsWith('mf-manifest.json')) return;
        reads.push(
          res.body().then(
            (body) => void bodies.push({ url, body }),
            () => undefined, // redirected or aborted
          ),
        );
      });
      await page.goto(site.url + pagePath, { waitUntil: 'networkidle' });
      await Promise.all(reads);
      await page.close();
      const gz = (b: Buffer) => zlib.gzipSync(b, { level: 9 }).length;
      const sum = (items: typeof bodies, f: (b: Buffer) => number) =>
        items.reduce((n, i) => n + f(i.body), 0);
      const js = bodies.filter((b) => !b.url.endsWith('.json'));
      const manifests = bodies.filter((b) => b.url.endsWith('mf-manifest.json'));
      const remoteJs = js.filter((b) => b.url.includes('/remotes/'));
      out[pagePath] = {
        files: js.length,
        rawKb: kb(sum(js, (b) => b.length)),
        gzipKb: kb(sum(js, gz)),
        shellGzipKb: kb(
          sum(
            js.filter((b) => !b.url.includes('/remotes/')),
            gz,
          ),
        ),
        remotesGzipKb: kb(sum(remoteJs, gz)),
        manifestsGzipKb: kb(sum(manifests, gz)),
        i18nGzipKb: kb(sum(js.filter(isMessageFormatter), gz)),
        htmlKb: html.kb,
        htmlSentKb: html.sentKb,
      };
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  return out;
}
