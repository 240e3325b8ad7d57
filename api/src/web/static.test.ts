/**
 * What the site serves from the apps' builds: what browsers load, never a server build or build stats,
 * which only this server's renderer reads, in process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers';
import { IN_PROCESS_ENV } from '../middleware/csrf';

let t: TestApp;
let appsRoot: string;

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  // The precompressed copies serveStatic picks for a browser's Accept-Encoding.
  fs.writeFileSync(`${file}.br`, text);
  fs.writeFileSync(`${file}.gz`, text);
}

beforeAll(async () => {
  appsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-static-'));
  const shell = path.join(appsRoot, 'shell', 'dist');
  write(
    path.join(shell, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  write(path.join(shell, 'static', 'js', 'index.0123abcd.js'), 'console.log("web")');
  write(path.join(shell, 'server', 'index.js'), `// ${appsRoot}/shell/src/server.ts\nexports.secret = 1;`);
  write(path.join(shell, 'mf-stats.json'), JSON.stringify({ path: appsRoot }));
  const vr = path.join(appsRoot, 'mf-vr', 'dist');
  write(path.join(vr, 'mf-manifest.json'), '{"id":"mf_vr"}');
  write(path.join(vr, 'index.html'), '<!doctype html><title>mf-vr harness</title><div id="root"></div>');
  write(path.join(vr, 'mf-stats.json'), JSON.stringify({ path: appsRoot }));
  write(path.join(vr, 'server', 'mf_vr.0123abcd.js'), 'exports.container = 1;');
  write(path.join(vr, 'server', '181.0123abcdmf_vr.js'), 'exports.chunk = 1;');
  t = await startTestApp({ env: { APPS_ROOT: appsRoot } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(appsRoot, { recursive: true, force: true });
});

const SERVER_ONLY = [
  '/server/index.js',
  '/server/',
  '/mf-stats.json',
  '/remotes/mf-vr/server/mf_vr.0123abcd.js',
  '/remotes/mf-vr/server/181.0123abcdmf_vr.js',
  '/remotes/mf-vr/mf-stats.json',
];

describe('a visitor', () => {
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd', cookie: 'XSRF-TOKEN=x' };
  for (const url of SERVER_ONLY)
    for (const method of ['GET', 'HEAD'])
      it(`${method} ${url} → 404, nothing of the build`, async () => {
        const res = await t.app.request(url, { method, headers: browser });
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain(appsRoot);
      });

  it('never gets a build’s HTML template: /index.html is the home page’s address, a remote’s none', async () => {
    const home = await t.app.request('/index.html', { headers: browser });
    expect(home.status).toBe(301);
    expect(home.headers.get('location')).toBe('/');
    for (const url of ['/remotes/mf-vr/', '/remotes/mf-vr/index.html', '/index.html.gz']) {
      const res = await t.app.request(url, { headers: browser });
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).not.toContain('<div id="root">');
    }
  });

  it('still gets what browsers load', async () => {
    for (const url of ['/static/js/index.0123abcd.js', '/remotes/mf-vr/mf-manifest.json'])
      expect((await t.app.request(url, { headers: browser })).status, url).toBe(200);
  });
});

describe("the renderer's in-process fetch", () => {
  it("reads a remote's server build", async () => {
    for (const url of [
      '/remotes/mf-vr/server/mf_vr.0123abcd.js',
      '/remotes/mf-vr/server/181.0123abcdmf_vr.js',
    ]) {
      const res = await t.app.fetch(new Request(`${t.config.internalOrigin}${url}`), IN_PROCESS_ENV);
      expect(res.status, url).toBe(200);
    }
  });
});
