import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, screenshot, signIn } from './support/app';

// The incidents list pages (spec 2 §2 "Incidents list page", "Dismiss dialog", §4): the Review section
// of an email link, dismissal, live updates, the filters in the URL and the mobile cards. The incidents
// are the demo history's, read through the same API the page uses.

const ADMIN = 'admin@demo.example';
const MANAGER = 'manager@demo.example';
const DAY = 86_400_000;

interface ApiIncident {
  incidentId: number;
  siteId: number;
  sentinelTitle: string;
  equipmentId: number | null;
  spaceId: number | null;
  dismissedAt: string | null;
  dismissedComment: string | null;
  resolved: boolean;
  notifications: { id: number; dismissedAt: string | null }[];
}

test.beforeAll(async ({ request }) => {
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
});

async function auth(request: APIRequestContext, email = ADMIN) {
  return { authorization: `Bearer ${await apiToken(request, email, DEMO_PASSWORD)}` };
}

/** The list the page loads by default: the last 7 days, resolved incidents clipped (strict). */
async function defaultIncidents(request: APIRequestContext): Promise<ApiIncident[]> {
  const from = new Date(Date.now() - 7 * DAY).toISOString();
  const res = await request.get(`/api/v1/incidents?from=${from}&strict=true`, {
    headers: await auth(request),
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as ApiIncident[];
}

/** Undismissed incidents about an equipment or space (those have an INCIDENT_INFO topic). */
function dismissable(list: ApiIncident[]): ApiIncident[] {
  return list.filter(
    (i) =>
      i.dismissedAt === null &&
      (i.equipmentId !== null || i.spaceId !== null) &&
      i.notifications.some((n) => n.dismissedAt === null),
  );
}

const row = (page: Page, scope: 'All Incidents' | 'Incident to review', id: number) =>
  page.getByRole('table', { name: scope }).locator(`tr[data-incident-id="${id}"]`);

test('an email link opens the Review section; dismissing it greys the incident in both lists', async ({
  page,
  request,
}) => {
  const candidates = dismissable(await defaultIncidents(request));
  expect(candidates.length, 'the demo history holds incidents of the last 7 days').toBeGreaterThan(0);
  const target = candidates[0]!;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto(
    `/sites/${target.siteId}/incidents?source=email&incidentId=${target.incidentId}&rowLimit=200`,
  );

  // C-060: the Review section at the top, above the main list titled 'All Incidents'.
  const review = page.getByRole('region', { name: 'Review' });
  await expect(review).toBeVisible();
  await expect(row(page, 'Incident to review', target.incidentId)).toContainText(target.sentinelTitle);
  const heading = page.getByRole('heading', { name: 'All Incidents', level: 1 });
  await expect(heading).toBeVisible();
  expect((await review.boundingBox())!.y).toBeLessThan((await heading.boundingBox())!.y);
  // The reviewed incident opens expanded, with the chart of its sentinel type.
  await expect(review.getByRole('img', { name: /around the incident$/ })).toBeVisible({ timeout: 20_000 });
  await expect(row(page, 'All Incidents', target.incidentId)).toBeVisible();
  // C-001/C-002: the notification tabs, the Incidents tab current, each keeping the query string.
  const tabs = page.getByRole('navigation', { name: 'Notifications sections' });
  await expect(tabs.getByRole('link')).toHaveText(['Overview', 'Incidents', 'Notifications']);
  await expect(tabs.getByRole('link', { name: 'Incidents' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'href',
    new RegExp(`^/notifications/overview\\?.*incidentId=${target.incidentId}`),
  );
  await screenshot(page, 'incidents-review-desktop');

  // C-098 … C-102: the dialog, a required comment with its counter, then the row greys out.
  await review.getByRole('checkbox', { name: `Dismiss ${target.sentinelTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Dismiss Notification' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Dismiss', exact: true });
  await expect(confirm).toBeDisabled();
  const comment = 'Checked on site by the e2e test';
  await dialog.getByLabel('Comment').fill(comment);
  await expect(dialog.getByText(`${comment.length}/250`)).toBeVisible();
  await confirm.click();
  await expect(dialog).toBeHidden();

  const dismissed = page.getByRole('checkbox', { name: `${target.sentinelTitle}: dismissed` });
  await expect(dismissed).toHaveCount(2); // the Review row and the main list's row, both replaced
  for (const box of await dismissed.all()) {
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
  }
  const mainRow = row(page, 'All Incidents', target.incidentId);
  await expect(mainRow).toHaveAttribute('data-dismissed', 'true');
  await expect(mainRow).toHaveCSS('background-color', 'rgb(241, 243, 245)'); // gray-1, C-102
  await screenshot(page, 'incidents-dismissed-desktop');

  const stored = (await (
    await request.get(`/api/v1/incidents/${target.incidentId}`, { headers: await auth(request) })
  ).json()) as ApiIncident;
  expect(stored.dismissedComment).toBe(comment);

  // Closing the Review section leaves the main list and drops the email parameters.
  await review.getByRole('button', { name: 'Close review' }).click();
  await expect(review).toBeHidden();
  await expect(page).not.toHaveURL(/incidentId=/);
});

test('live updates: a dismissal made elsewhere greys its row, and a pushed incident the list did not hold appears', async ({
  page,
  request,
}) => {
  const all = await defaultIncidents(request);
  const resource = (i: ApiIncident) => i.equipmentId ?? i.spaceId;
  // `fresh` shares its equipment/space with another listed incident, so the page follows its topic
  // even without it; `shown` is any other incident that can still be dismissed.
  const candidates = dismissable(all);
  const fresh = candidates.find((c) =>
    all.some((o) => o.incidentId !== c.incidentId && resource(o) === resource(c)),
  );
  expect(fresh, 'an equipment with two incidents in the last 7 days').toBeDefined();
  const shown = candidates.find((c) => c.incidentId !== fresh!.incidentId)!;
  expect(shown).toBeDefined();

  // The page's first list is answered without `fresh`, as if it had not been raised yet when the
  // page loaded; everything after (pushes, re-reads) is the real server's.
  await page.route(/\/api\/v1\/incidents\?/, async (route) => {
    const res = await route.fetch();
    const list = ((await res.json()) as ApiIncident[]).filter((i) => i.incidentId !== fresh!.incidentId);
    await route.fulfill({ response: res, json: list });
  });
  const subscribed: string[] = [];
  page.on('websocket', (ws) => ws.on('framesent', (f) => subscribed.push(String(f.payload))));

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/incidents?rowLimit=200');
  await expect(row(page, 'All Incidents', shown.incidentId)).toBeVisible();
  await expect(row(page, 'All Incidents', fresh!.incidentId)).toHaveCount(0);
  // Wait until the page follows both incidents' equipment/space (C-111), then mark the document.
  const topic = (i: ApiIncident) => `INCIDENT_INFO/${resource(i)}`;
  await expect
    .poll(() => [shown, fresh!].every((i) => subscribed.some((f) => f.includes(topic(i)))), {
      timeout: 15_000,
    })
    .toBe(true);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const manager = await auth(request, MANAGER);
  const dismiss = (i: ApiIncident, comment: string) =>
    request.put(`/api/v1/notifications/${i.notifications.find((n) => n.dismissedAt === null)!.id}/dismiss`, {
      headers: manager,
      data: { dismissedComment: comment },
    });

  // Replace (C-112): the shown incident turns dismissed without a reload.
  expect((await dismiss(shown, 'Dismissed by the manager')).status()).toBe(200);
  await expect(row(page, 'All Incidents', shown.incidentId)).toHaveAttribute('data-dismissed', 'true', {
    timeout: 15_000,
  });

  // Append (C-112): a push for an incident the list does not hold adds it, re-read from the server.
  expect((await dismiss(fresh!, 'Seen on the CCTV')).status()).toBe(200);
  await expect(row(page, 'All Incidents', fresh!.incidentId)).toBeVisible({ timeout: 15_000 });
  await expect(row(page, 'All Incidents', fresh!.incidentId)).toHaveAttribute('data-dismissed', 'true');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await screenshot(page, 'incidents-live-desktop');
});

test('filters live in the URL, search applies from 3 characters, and the tabs keep the query', async ({
  page,
  request,
}) => {
  const all = await defaultIncidents(request);
  const active = all.filter((i) => !i.resolved);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/incidents?rowLimit=200');
  const table = page.getByRole('table', { name: 'All Incidents' });
  const rows = table.locator('tbody tr[data-incident-id]');
  await expect(rows).toHaveCount(Math.min(all.length, 200));

  // Status (C-068) into the URL; every row then reads 'Active' (C-078).
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active' }).click();
  await expect(page).toHaveURL(/status=active/);
  await expect(rows).toHaveCount(Math.min(active.length, 200));
  if (active.length === 0) await expect(page.getByText('Nothing to Report')).toBeVisible();

  // C-070: two characters do not filter; three do.
  await page.goto('/incidents?rowLimit=200');
  const search = page.getByRole('searchbox', { name: 'Search' });
  const word = all[0]!.sentinelTitle.split(' ')[0]!.slice(0, 3);
  await search.fill(word.slice(0, 2));
  await page.waitForTimeout(600);
  await expect(rows).toHaveCount(Math.min(all.length, 200));
  await search.fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(all.length);

  // A query no incident matches: the empty state (C-072).
  await search.fill('zzzqqq');
  await expect(page.getByText('Nothing to Report')).toBeVisible();
  await expect(page.getByText('No matching entries found')).toBeVisible();

  // C-002: the Overview tab keeps the query string.
  await page
    .getByRole('navigation', { name: 'Notifications sections' })
    .getByRole('link', { name: 'Overview' })
    .click();
  await expect(page).toHaveURL(/\/notifications\/overview\?.*q=zzzqqq/);
});

test('a site group narrows the list to its sites', async ({ page, request }) => {
  const headers = await auth(request);
  const groups = (await (await request.get('/api/v1/site-groups', { headers })).json()) as {
    id: number;
    sites: { id: number; title: string }[];
  }[];
  const group = groups.find((g) => g.sites.length > 0);
  expect(group, 'the demo organisation has site groups').toBeDefined();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto(`/incidents?siteGroups=${group!.id}&rowLimit=200`);
  const titles = new Set(group!.sites.map((s) => s.title));
  const sites = await page
    .getByRole('table', { name: 'All Incidents' })
    .locator('tbody tr[data-incident-id] td:nth-child(3)')
    .allInnerTexts();
  for (const s of sites) expect(titles.has(s.trim())).toBe(true);
});

test('on a phone incidents are cards with a Dismiss button and the filters fold into one dropdown', async ({
  page,
  request,
}) => {
  const candidates = dismissable(await defaultIncidents(request));
  expect(candidates.length).toBeGreaterThan(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/incidents');
  const cards = page.getByRole('list', { name: 'All Incidents' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'All Incidents' })).toHaveCount(0);
  await screenshot(page, 'incidents-mobile');

  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Severity' })).toBeVisible();
  await screenshot(page, 'incidents-mobile-filters');
  await page.keyboard.press('Escape');

  const card = page.locator(`[data-incident-id="${candidates[0]!.incidentId}"]`);
  if (await card.count()) {
    await card.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('dialog', { name: 'Dismiss Notification' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'Dismiss Notification' })).toBeHidden();
  }
});

test("an email link for another organisation offers 'Switch Org' instead of its incident", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/incidents?source=email&incidentId=1&orgId=999999');
  await expect(page.getByText('This link is for another organisation')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Switch Org' })).toHaveAttribute(
    'href',
    '/org-switch?organizationId=999999',
  );
  await expect(page.getByRole('region', { name: 'Review' })).toContainText('belongs to another organisation');
});
