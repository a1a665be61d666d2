import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/app';

// Signed in as the demo admin, whose password no spec changes (the What's New spec relies on the viewer).
test('the live-updates indicator shows the real-time connection once signed in', async ({ page }) => {
  await signIn(page, 'admin@demo.example', DEMO_PASSWORD);
  const dot = page.getByRole('status', { name: /^Live updates/ });
  await expect(dot).toHaveAttribute('data-state', 'connected', { timeout: 15_000 });
  await expect(dot).toHaveAttribute('aria-label', 'Live updates: connected');
});
