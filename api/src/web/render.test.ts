/**
 * A visitor who leaves while the page renders: not an error. The renderer stops sending and writes
 * nothing to the log (one line per request would otherwise be a log any visitor can fill).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { createPageRenderer } from './render';

const appsRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-render-'));
afterAll(() => fs.rmSync(appsRoot, { recursive: true, force: true }));

/** A shell server build whose page is ready when the test says (globalThis.finishRender). */
function writeSlowShell() {
  const server = path.join(appsRoot, 'shell', 'dist', 'server');
  fs.mkdirSync(server, { recursive: true });
  fs.writeFileSync(
    path.join(server, 'index.js'),
    `exports.render = async () => {
      let ready;
      const allReady = new Promise((resolve) => (ready = resolve));
      globalThis.finishRender = ready;
      return {
        body: new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode('<main>page</main>')); c.close(); } }),
        allReady,
        queries: () => '{}',
        fallbacks: () => 0,
      };
    };`,
  );
}

describe('a visitor who leaves mid-render', () => {
  it('is no error: nothing is logged, and the page is not kept', async () => {
    writeSlowShell();
    const log = Object.assign(vi.fn(), { keys: 0 });
    const renderer = createPageRenderer({
      config: loadConfig({ DATA_DIR: appsRoot, APPS_ROOT: appsRoot }),
      log,
      fetchInProcess: () => Promise.resolve(new Response(null, { status: 404 })),
    });
    const template = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
    for (let visitor = 0; visitor < 3; visitor += 1) {
      const rendered = renderer.render(template, '/dubai', {
        head: {} as never,
        site: {} as never,
        read: {} as never,
      });
      if (!rendered) throw new Error('the shell build did not load');
      const reader = rendered.body.getReader();
      expect((await reader.read()).done).toBe(false); // the head
      const next = reader.read(); // waits on the render
      await new Promise((resolve) => setTimeout(resolve, 10));
      // The connection closes (what @hono/node-server does on the socket's close).
      await reader.cancel(new Error('Client connection prematurely closed.'));
      await next;
      (globalThis as { finishRender?: () => void }).finishRender?.();
      expect(await rendered.complete).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(log).not.toHaveBeenCalled();
  });
});
