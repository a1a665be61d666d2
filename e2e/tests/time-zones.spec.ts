import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, SCREENS, signIn } from './support/app';

// Issue 9: one time-zone rule for the whole app (lib/time-zone.tsx): multi-site pages read and show
// times in the user's zone (the profile's, else the browser's), so /incidents and /notifications show
// one instant the same way and a list sorted by instant reads in order; a row's site clock is added
// where it differs. The demo admin's profile zone (America/New_York) is not the browser's (UTC here).

const ADMIN = 'admin@demo.example';

interface Enriched {
  id: number;
  incidentId: number;
  timestamp: string;
  incidentCreatedAt: string;
  siteTimeZone: string;
}

async function api(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
  const user = (await (await request.get('/api/v1/auth/user', { headers })).json()) as { timeZone: string };
  return { headers, zone: user.timeZone };
}

/** 'dd MMM, yyyy HH:mm' of `iso` in `timeZone`. */
function inZone(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day} ${parts.month}, ${parts.year} ${parts.hour}:${parts.minute}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '05 Mar, 2024 14:30' → '2024-03-05 14:30', which sorts as time does. */
function sortable(text: string): string {
  const m = /^(\d{2}) (\w{3}), (\d{4}) (\d{2}:\d{2})/.exec(text.trim());
  expect(m, `a shown time: '${text}'`).not.toBeNull();
  const month = String(MONTHS.indexOf(m![2]!) + 1).padStart(2, '0');
  return `${m![3]}-${month}-${m![1]} ${m![4]}`;
}

test.beforeAll(async ({ request }) => {
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
});

test('/incidents and /notifications show one instant the same way, in the user zone, in order', async ({
  page,
  request,
}) => {
  const { headers, zone } = await api(request);
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(zone, "the profile's zone is not the browser's, so the test tells them apart").not.toBe(browserZone);
  const from = new Date(Date.now() - 5 * 86_400_000).toISOString();
  const sent = (await (
    await request.get(`/api/v1/notifications/enriched?from=${encodeURIComponent(from)}&limit=500`, {
      headers,
    })
  ).json()) as Enriched[];
  // An incident's opening notification (sent at its start) at a site of another clock than the user's.
  const opening = sent.find(
    (n) =>
      n.timestamp === n.incidentCreatedAt &&
      inZone(n.timestamp, n.siteTimeZone) !== inZone(n.timestamp, zone),
  );
  expect(opening, 'an opening notification at a site in another zone').toBeDefined();
  const expected = inZone(opening!.timestamp, zone);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);

  await page.goto('/notifications?rowLimit=200');
  await expect(page.getByLabel(/^Period/)).toBeVisible();
  await expect(page.getByText(`Period (${zone})`)).toBeVisible();
  const row = page.locator(`tr[data-notification-id="${opening!.id}"]`);
  // The list reads every notification of the period first (slow on a loaded machine).
  await expect(row.getByTestId('zoned-time-main')).toHaveText(expected, { timeout: 30_000 });
  // The site's own clock is named under it.
  await expect(row.getByText(`Site: ${inZone(opening!.timestamp, opening!.siteTimeZone)}`)).toBeVisible();
  const shown = await page
    .locator('tr[data-notification-id] [data-testid="zoned-time-main"]')
    .allInnerTexts();
  expect(shown.length).toBeGreaterThan(5);
  const keys = shown.map(sortable);
  expect(keys, 'newest first, as shown').toEqual([...keys].sort().reverse());
  await page.screenshot({ path: `${SCREENS}/time-zones-notifications-1440.png` });

  // Named in the URL (as an email link does), the list turns to the incident's page: the last 7 days
  // can hold more incidents than one page, in an order (status, priority) that is not the time's.
  await page.goto(`/incidents?incidentId=${opening!.incidentId}&rowLimit=200`);
  await expect(page.getByText(`Period (${zone})`)).toBeVisible();
  const incident = page.locator(`tr[data-incident-id="${opening!.incidentId}"]`);
  const date = incident.getByTestId('time-date').first();
  const clock = incident.getByTestId('time-clock').first();
  await expect(date).toBeVisible({ timeout: 30_000 });
  expect(`${await date.innerText()} ${await clock.innerText()}`).toBe(expected);
  await page.screenshot({ path: `${SCREENS}/time-zones-incidents-1440.png` });
});
