import fs from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

import { DEMO_PASSWORD } from '../../../apps/server/src/simulator/demo-accounts';

export { DEMO_PASSWORD };

const ROOT = path.resolve(import.meta.dirname, '../../..');
// The e2e server's DATA_DIR (e2e/playwright.config.ts, per E2E_PORT); without SMTP the server writes
// mail there.
const PORT = Number(process.env.E2E_PORT ?? 8787);
const OUTBOX = path.join(ROOT, PORT === 8787 ? '.tmp/e2e-data/outbox' : `.tmp/e2e-data-${PORT}/outbox`);
export const SCREENS = 'test-results/screens';

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the page and waits for the signed-in frame. */
export async function signIn(page: Page, email: string, password: string, at = '/login') {
  await page.goto(at);
  await fillSignIn(page, email, password);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/** A session token straight from the API, for setting up what a test does not exercise. */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/**
 * Marks every What's New entry visited for the user, so that the popup (2 s after sign-in) does not
 * cover the page in tests about something else.
 */
export async function markReleasesSeen(request: APIRequestContext, email: string, password: string) {
  const headers = { authorization: `Bearer ${await apiToken(request, email, password)}` };
  const releases = (await (await request.get('/api/release/all', { headers })).json()) as { id: number }[];
  for (const r of releases) await request.post(`/api/release/visit/${r.id}`, { headers });
}

/** Quoted-printable as nodemailer writes it: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The link of the newest email to `to` whose link path is `linkPath`, written after `since` (ms),
 * waiting for it: the server sends mail after answering.
 */
export async function linkFromOutbox(to: string, linkPath: string, since: number): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${linkPath}\\?[^\\s"<>]+`);
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const names = (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((n) =>
          n.endsWith('.eml'),
        );
        for (const name of names.sort().reverse()) {
          const file = path.join(OUTBOX, name);
          if ((await fs.stat(file)).mtimeMs < since) continue;
          const mail = decodeQuotedPrintable(await fs.readFile(file, 'utf8'));
          if (!mail.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
          const link = pattern.exec(mail)?.[0];
          if (link) {
            found = link.replace(/&amp;/g, '&');
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `an email to ${to} with a ${linkPath} link` },
    )
    .toBe(true);
  return found ?? '';
}

/** The link's path and query, to open against the test server whatever origin the email names. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENS}/${name}.png`, animations: 'disabled' });
}

/** The demo admin's sites as GET /api/v1/sites lists them (What's New marked seen for that admin). */
export async function demoAdminSites<T>(
  request: APIRequestContext,
  email = 'admin@demo.example',
): Promise<T[]> {
  await markReleasesSeen(request, email, DEMO_PASSWORD);
  const token = await apiToken(request, email, DEMO_PASSWORD);
  const res = await request.get('/api/v1/sites', { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as T[];
}
