import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, signIn } from './support/app';

// Issue 9: the period picker of every list is changed by clicking two days (before, the first click
// was thrown away and only the URL could change the period).

const ADMIN = 'admin@demo.example';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '3 November 2026' (the picker's day names) → '2026-11-03'. */
function isoDay(label: string): string {
  const [d, month, y] = label.split(' ');
  const m = MONTHS.indexOf(month!) + 1;
  return `${y}-${String(m).padStart(2, '0')}-${d!.padStart(2, '0')}`;
}

async function firstSiteId(request: APIRequestContext): Promise<number> {
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
  const sites = (await (await request.get('/api/v1/sites', { headers })).json()) as { id: number }[];
  return sites[0]!.id;
}

/** Opens the picker labelled `label`, clicks the first two days of the month it shows. */
async function pickTwoDays(page: Page, label: RegExp): Promise<{ from: string; to: string }> {
  await page.getByLabel(label).click();
  const days = page.locator('table button[aria-label]:not([data-outside]):not([data-disabled])');
  await expect(days.nth(1)).toBeVisible();
  const first = (await days.nth(0).getAttribute('aria-label'))!;
  const second = (await days.nth(1).getAttribute('aria-label'))!;
  await days.nth(0).click();
  await days.nth(1).click();
  return { from: isoDay(first), to: isoDay(second) };
}

test.beforeAll(async ({ request }) => {
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
});

test('a period is picked by clicking two days on every list with a period', async ({ page, request }) => {
  const siteId = await firstSiteId(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  const pages: [string, RegExp][] = [
    ['/incidents', /^Period/],
    [`/sites/${siteId}/incidents`, /^Period/],
    ['/notifications', /^Period/],
    ['/notifications/overview', /^Time period/],
  ];
  for (const [path, label] of pages) {
    await page.goto(path);
    const { from, to } = await pickTwoDays(page, label);
    await expect
      .poll(
        () => {
          const q = new URL(page.url()).searchParams;
          return `${q.get('from')}/${q.get('to')}`;
        },
        { message: path },
      )
      .toBe(`${from}/${to}`);
    const [fy, fm, fd] = from.split('-');
    const [, tm, td] = to.split('-');
    const short = (m: string) => MONTHS[Number(m) - 1]!.slice(0, 3);
    await expect(page.getByLabel(label)).toHaveText(
      `${fd} ${short(fm!)}, ${fy} – ${td} ${short(tm!)}, ${to.slice(0, 4)}`,
    );
  }
});
