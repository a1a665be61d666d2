import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe violations of the page (WCAG 2.1 A/AA rules and axe's best practices),
 * each as one readable line (id, where, what).
 *
 * Legacy mode: axe.run inside the page. The default mode runs axe per frame, carries every rule's
 * partial results out to Node and finishes them in a new blank page, which took 10–13 s of a 14–19 s
 * check on the largest tables; the app has no frames, so nothing is checked less.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Only violations get their node details worked out (axe's passes and incompletes cost as much).
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? v.help}`,
      ),
    );
}
