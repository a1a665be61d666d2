import { expect, test, type WebSocket } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/app';

// Signed in as the demo admin, whose password no spec changes (the What's New spec relies on the viewer).
test('the live-updates indicator shows the real-time connection once signed in', async ({ page }) => {
  await signIn(page, 'admin@demo.example', DEMO_PASSWORD);
  const dot = page.getByRole('status', { name: /^Live updates/ });
  await expect(dot).toHaveAttribute('data-state', 'connected', { timeout: 15_000 });
  await expect(dot).toHaveAttribute('aria-label', 'Live updates: connected');
});

test('the plain stream opens and authenticates after sign-in; sign-out reloads the page', async ({
  page,
}) => {
  const received: string[] = [];
  const sent: string[] = [];
  const streams: WebSocket[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().endsWith('/ws/stream')) return;
    streams.push(ws);
    ws.on('framereceived', (f) => received.push(String(f.payload)));
    ws.on('framesent', (f) => sent.push(String(f.payload)));
  });
  await signIn(page, 'admin@demo.example', DEMO_PASSWORD);
  // B-019: the client authenticates with a first AUTH message and the server answers READY.
  await expect.poll(() => received.some((f) => f.includes('"READY"')), { timeout: 15_000 }).toBe(true);
  expect(sent.some((f) => f.includes('"AUTH"'))).toBe(true);
  expect(streams).toHaveLength(1);

  // Sign-out reloads the page (a new document: every socket of the old one ends); signed out, no
  // new stream is opened.
  await page.evaluate(() => Object.assign(window, { beforeSignOut: true }));
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => 'beforeSignOut' in window)).toBe(false);
  await page.waitForTimeout(6_000); // more than one 5 s check of the stream (B-021)
  expect(streams).toHaveLength(1);
});
