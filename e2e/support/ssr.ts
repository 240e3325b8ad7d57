/** Server rendering seen from the tests: which parts of a page the server left to the browser. */
import { BASE_URL } from './env';

/** React's marker of a Suspense boundary the server could not finish (a remote slot that fell back
 * to the browser: its server code did not load, threw, or missed the render's time budget). */
export const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Waits until each of `paths` comes back fully rendered by the server, twice in a row (each serving
 * worker has then loaded the remotes' server code). A freshly started worker answers /api/health
 * while it is still loading that code, so its first pages leave their remote slots to the browser.
 */
export async function untilServerRendered(paths: readonly string[], timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let cleanRounds = 0;
  let lastFallbacks: string[] = [];
  while (cleanRounds < 2) {
    lastFallbacks = [];
    for (const path of paths) {
      const html = await (await fetch(`${BASE_URL}${path}`)).text();
      if (html.includes(CLIENT_RENDERED_BOUNDARY)) lastFallbacks.push(path);
    }
    cleanRounds = lastFallbacks.length === 0 ? cleanRounds + 1 : 0;
    if (cleanRounds < 2 && Date.now() > deadline)
      throw new Error(`still rendered in the browser after ${timeoutMs} ms: ${lastFallbacks.join(', ')}`);
    if (cleanRounds === 0) await new Promise((r) => setTimeout(r, 500));
  }
}
