import { expect, type Page } from '@playwright/test';

/**
 * Escape closes the open 'How is this calculated?' popover (from its button, where the focus is);
 * it is then gone from the page, not only fading out: a closing popover would match the next
 * formula's locator.
 */
export async function closeFormula(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('formula')).toHaveCount(0);
}
