/** axe-core checks shared by the specs: serious and critical violations, formatted for the report. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Runs axe on the page (or the part matched by `include`). Framed documents are not scanned: the
 * area panel frames pictures and PDFs, whose documents the browser generates (an <img> we cannot
 * give an alt); the frames' own titles are asserted by the listings specs.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Contrast is judged on a settled page: a dialog fading in is half transparent for a moment. Endless
  // animations (the logo strip, the hero zoom) never settle and are left out.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  let builder = new AxeBuilder({ page }).exclude('iframe');
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}
