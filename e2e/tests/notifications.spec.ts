import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, screenshot, signIn } from './support/app';

// The notification list (C-003 decision; spec 2 §2 routes /notifications, /notifications/list and
// /notifications/my-view): every notification sent in the period, newest first, read from the demo
// history through the same API the page uses.

const ADMIN = 'admin@demo.example';
const DAY = 86_400_000;

interface ApiNotification {
  id: number;
  timestamp: string;
  siteId: number;
  siteTitle: string;
  sentinelTitle: string;
  incidentId: number;
  incidentResolved: boolean;
  incidentCreatedAt: string;
  incidentRecoveredAt: string | null;
}

test.beforeAll(async ({ request }) => {
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
});

/** Every enriched notification sent from–to (all pages), newest first as the page orders them. */
async function sent(
  request: APIRequestContext,
  from: Date,
  opts: { to?: Date; state?: string; siteId?: number } = {},
): Promise<ApiNotification[]> {
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
  const all: ApiNotification[] = [];
  for (let offset = 0; ; offset++) {
    const q = new URLSearchParams({ from: from.toISOString(), limit: '2500', offset: String(offset) });
    if (opts.to) q.set('to', opts.to.toISOString());
    if (opts.state) q.set('state', opts.state);
    if (opts.siteId) q.set('siteIds', String(opts.siteId));
    const res = await request.get(`/api/v1/notifications/enriched?${q}`, { headers });
    expect(res.status()).toBe(200);
    const page = (await res.json()) as ApiNotification[];
    all.push(...page);
    if (page.length < 2500) break;
  }
  return all.sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp) || b.id - a.id);
}

/** Every enriched notification of the last 7 days, newest first. */
const lastWeek = (request: APIRequestContext, state?: string) =>
  sent(request, new Date(Date.now() - 7 * DAY), { state });

const table = (page: Page) => page.getByRole('table', { name: 'Notifications sent' });
const rows = (page: Page) => table(page).locator('tbody tr');

test('the list shows the notifications of the last 7 days, newest first, filtered and paged in the URL', async ({
  page,
  request,
}) => {
  const expected = await lastWeek(request);
  expect(expected.length, 'the demo history sent notifications this week').toBeGreaterThan(10);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/notifications');
  const tabs = page.getByRole('navigation', { name: 'Notifications sections' });
  await expect(tabs.getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
  await expect(rows(page).first()).toBeVisible();
  const first = expected[0] as ApiNotification;
  await expect(rows(page).first()).toHaveAttribute('data-notification-id', String(first.id));
  await expect(rows(page).first()).toContainText(first.sentinelTitle);
  await expect(page.getByTestId('notification-count')).toContainText(`${expected.length} notifications sent`);
  await screenshot(page, 'h10-notifications-desktop');

  // State filter: only notifications of resolved incidents, as the server counts them.
  const resolved = await lastWeek(request, 'resolved');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Resolved incident' }).click();
  await expect(page).toHaveURL(/state=resolved/);
  await expect(page.getByTestId('notification-count')).toContainText(`${resolved.length} notifications sent`);
  if (resolved.length > 0) {
    await expect(rows(page).first()).toHaveAttribute('data-notification-id', String(resolved[0]?.id));
    const statuses = await rows(page).locator('td:nth-child(6)').allTextContents();
    expect(new Set(statuses)).toEqual(new Set(['Resolved']));
  }

  // Paging lives in the URL: rowLimit rows a page, page 2 starts after them.
  await page.goto('/notifications/list?rowLimit=10');
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/rowLimit=10/);
  await expect(rows(page).first()).toHaveAttribute('data-notification-id', String(expected[10]?.id));
});

test('the Incidents tab keeps the query string; the incident link opens the site incidents', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/notifications?state=resolved&severity=HIGH&page=1&q=door');
  await expect(page.getByTestId('notification-count')).not.toHaveText('\u00a0');
  await page
    .getByRole('navigation', { name: 'Notifications sections' })
    .getByRole('link', { name: 'Incidents' })
    .click();
  await expect(page).toHaveURL(/\/incidents\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('state')).toBe('resolved');
  expect(url.searchParams.get('severity')).toBe('HIGH');
  expect(url.searchParams.get('q')).toBe('door');

  // C-002: a filter changed on the Overview keeps the keys only the Incidents tab reads.
  await page.goto('/notifications/overview?severity=HIGH&q=door');
  await page.getByRole('combobox', { name: 'Sites' }).click();
  await page.getByRole('option').first().click();
  await expect(page).toHaveURL(/sites=\d+/);
  const overview = new URL(page.url());
  expect(overview.searchParams.get('severity')).toBe('HIGH');
  expect(overview.searchParams.get('q')).toBe('door');

  await page.goto('/notifications');
  const link = rows(page).first().getByRole('link');
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/sites\/\d+\/incidents\?.*incidentId=\d+/);
});

test('my-view asks for a site, then lists that site only; mobile shows cards', async ({ page, request }) => {
  const expected = await lastWeek(request);
  const site = expected[0] as ApiNotification;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/notifications/my-view');
  await page.getByRole('combobox', { name: 'Site' }).click();
  await page.getByRole('option', { name: site.siteTitle, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`siteId=${site.siteId}`));
  const cards = page.getByRole('list', { name: 'Notifications sent' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const count = expected.filter((n) => n.siteId === site.siteId).length;
  await expect(page.getByTestId('notification-count')).toContainText(`${count} notifications sent`);
  await expect(cards.first()).toHaveAttribute('data-notification-id', String(site.id));
  await screenshot(page, 'h10-notifications-mobile');
});

test('dismissing a notification from the list greys it with its comment chip', async ({ page, request }) => {
  const open = (await lastWeek(request, 'undismissed'))[0];
  expect(open, 'the demo history holds an undismissed notification this week').toBeDefined();
  const target = open as ApiNotification;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/notifications?state=undismissed');
  const row = table(page).locator(`tr[data-notification-id="${target.id}"]`);
  await row.getByRole('checkbox', { name: `Dismiss ${target.sentinelTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Dismiss Notification' });
  await dialog.getByLabel('Comment').fill('Checked by the notification list e2e');
  await dialog.getByRole('button', { name: 'Dismiss', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The list refetches: under state=undismissed the row leaves; unfiltered it shows dismissed.
  await expect(row).toHaveCount(0);
  await page.goto('/notifications');
  const done = table(page).locator(`tr[data-notification-id="${target.id}"]`);
  await expect(done.getByRole('checkbox')).toBeChecked();
  await expect(done.getByRole('checkbox')).toBeDisabled();
  await expect(done).toContainText('Dismissed: Checke…');
  const after = await lastWeek(request, 'dismissed');
  expect(after.map((n) => n.id)).toContain(target.id);
});

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A notification of an incident that was over before the incidents list's default last 7 days began
 * (the demo replays 8 days of history), so the page must widen its period to show it; with the
 * one-site notification list around its day that shows it (a day more on each side covers any zone).
 */
async function olderNotification(request: APIRequestContext) {
  const now = Date.now();
  const older = await sent(request, new Date(now - 30 * DAY), { to: new Date(now - 7 * DAY) });
  const target = older.find(
    (n) => n.incidentRecoveredAt !== null && Date.parse(n.incidentCreatedAt) < now - 7 * DAY - 10 * 60_000,
  );
  expect(target, 'the demo history holds an incident over before the last 7 days').toBeDefined();
  const t = Date.parse((target as ApiNotification).timestamp);
  const url = `/notifications?from=${day(t - DAY)}&to=${day(t + DAY)}&sites=${target?.siteId}&rowLimit=200`;
  return { target: target as ApiNotification, url };
}

test("a notification's incident link opens the site's incidents on that incident, expanded, highlighted and focused", async ({
  page,
  request,
}) => {
  // An incident the default period leaves out: the page widens it.
  const { target, url: listUrl } = await olderNotification(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto(listUrl);
  const link = table(page).locator(`tr[data-notification-id="${target.id}"]`).getByRole('link');
  await expect(link).toHaveText(target.sentinelTitle);
  await link.click();

  await expect(page).toHaveURL(
    new RegExp(`/sites/${target.siteId}/incidents\\?.*incidentId=${target.incidentId}`),
  );
  const list = page.getByRole('table', { name: 'All Incidents' });
  const row = list.locator(`tr[data-incident-id="${target.incidentId}"]`);
  // The one incident of the link: marked current, expanded with its chart, in view, its button focused.
  await expect(row).toHaveAttribute('aria-current', 'true', { timeout: 20_000 });
  await expect(list.locator('tr[aria-current]')).toHaveCount(1);
  await expect(row).toHaveAttribute('data-expanded', 'true');
  await expect(row).toContainText(target.sentinelTitle);
  await expect(page.locator(`#incident-${target.incidentId}-details`)).toBeVisible();
  await expect(row).toBeInViewport();
  await expect(row.locator('[aria-expanded="true"]')).toBeFocused();
  // Not an email link: no Review section; the notification stays named for a dismissal.
  await expect(page.getByRole('region', { name: 'Review' })).toHaveCount(0);
  const url = new URL(page.url());
  expect(url.searchParams.get('notificationId')).toBe(String(target.id));
  // The period was widened (in the URL) to begin on or before the incident's start.
  const from = url.searchParams.get('from');
  expect(from, 'the period was widened to hold the incident').not.toBeNull();
  expect(Date.parse(from as string)).toBeLessThanOrEqual(Date.parse(target.incidentCreatedAt) + DAY);
  expect(Date.parse(from as string)).toBeGreaterThan(Date.parse(target.incidentCreatedAt) - 2 * DAY);
  await expect(page.getByRole('img', { name: /around the incident$/ })).toBeVisible({ timeout: 20_000 });
  await screenshot(page, 'notiflink-linked-incident-desktop');

  // The keyboard starts at the incident: Enter folds its row.
  await page.keyboard.press('Enter');
  await expect(row).not.toHaveAttribute('data-expanded', 'true');
  await expect(row).toHaveAttribute('aria-current', 'true');
});

test("on a phone the notification's incident link opens that incident's card", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/notifications?rowLimit=50');
  const cards = page.getByRole('list', { name: 'Notifications sent' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  // The list is live: take a notification the page shows that the server also has, found by its id.
  const shown = await cards.evaluateAll((els) =>
    els.map((e) => Number(e.getAttribute('data-notification-id'))),
  );
  const target = (await lastWeek(request)).find((n) => shown.slice(10).includes(n.id)) as ApiNotification;
  expect(target, 'a notification past the first screen of cards').toBeDefined();
  await page.locator(`[data-notification-id="${target.id}"]`).getByRole('link').click();

  const card = page
    .getByRole('list', { name: 'All Incidents' })
    .locator(`[data-incident-id="${target.incidentId}"]`);
  await expect(card).toHaveAttribute('aria-current', 'true', { timeout: 20_000 });
  await expect(card.getByRole('button', { name: 'Hide details' })).toBeFocused();
  await expect(card).toBeInViewport();
  await screenshot(page, 'notiflink-linked-incident-mobile');
});
