import { expect, type Page, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, demoAdminSites, markReleasesSeen, screenshot, signIn } from './support/app';

const DEMO_ADMIN = 'admin@demo.example';
const HARBOR_ADMIN = 'admin@harbor.example';

test.beforeAll(async ({ request }) => {
  await markReleasesSeen(request, DEMO_ADMIN, DEMO_PASSWORD);
  await markReleasesSeen(request, HARBOR_ADMIN, DEMO_PASSWORD);
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('the navigation follows each organisation’s feature flags', async ({ page }) => {
  // Demo Retail Group: Insights whitelisted, Equipment not blacklisted.
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(nav(page).getByRole('link')).toHaveText([
    'Today',
    'Insights',
    'Notifications',
    'Sites',
    'Equipment',
    'Reports',
    // Administrators set up their organisation in the app itself (issue 14).
    'Setup',
  ]);
  await expect(nav(page).getByRole('link', { name: 'Setup' })).toHaveAttribute('href', '/setup');
  await expect(nav(page).getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/summary');
  await nav(page).getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
  // Issue 11 built the Summary page: the year's figures, not a placeholder.
  await expect(page.getByRole('combobox', { name: 'Year' })).toBeVisible();
  await expect(page.getByText('This page is not available yet')).toHaveCount(0);
  await screenshot(page, 'shell-demo');

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Harbor Foods: not on the Insights whitelist, blacklisted for Equipment.
  await signIn(page, HARBOR_ADMIN, DEMO_PASSWORD);
  await expect(page.getByRole('banner').getByText('Harbor Foods')).toBeVisible();
  await expect(nav(page).getByRole('link')).toHaveText([
    'Today',
    'Insights',
    'Notifications',
    'Sites',
    'Reports',
    'Setup',
  ]);
  await expect(nav(page).getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/dashboard');
  await screenshot(page, 'shell-harbor');
});

test('unknown paths lead to Today, and a signed-out visit keeps the path for after sign-in', async ({
  page,
}) => {
  await page.goto('/no/such/page?x=1');
  await expect(page).toHaveURL(/\/login\?next=%2Fno%2Fsuch%2Fpage%3Fx%3D1$/);
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD, page.url());
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  await screenshot(page, 'today');

  await page.goto('/sites/3/equipment/12/whatever');
  await expect(page).toHaveURL(/\/today$/);
});

test('every page of the spec has its route, with its filters kept in the URL', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  // Built pages keep the spec's URL filters as they are.
  await page.goto('/notifications/overview?sites=4&sites=7&siteGroups=2');
  await expect(page.getByRole('heading', { name: 'Incident Overview' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]sites=4&sites=7/);
  await expect(nav(page).getByRole('link', { name: 'Notifications' })).toHaveAttribute('data-active', 'true');

  await page.goto('/hvac-controls-operations?prev=today');
  await expect(page.getByRole('heading', { name: 'HVAC Controls Operations' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Today' })).toBeVisible();

  // The controls pages take their site from the URL: the second demo site, not the first.
  const second = (await demoAdminSites<{ id: number; title: string }>(page.request))[1]!;
  await page.goto(`/controls/schedule?siteId=${second.id}`);
  await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Site' })).toHaveValue(second.title);

  await page.goto('/map');
  await expect(nav(page).getByRole('link', { name: 'Sites' })).toHaveAttribute('data-active', 'true');

  await page.goto('/list');
  await expect(page.getByRole('heading', { name: 'Sites', exact: true })).toBeVisible();
});

test('no page renders under /report/: such a path goes to Today like any unknown one', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  // H-021 (decided): reports are files made on the server, so no print view lives at /report/….
  await nav(page).getByRole('link', { name: 'Sites' }).click();
  await expect(page.getByRole('heading', { name: 'Sites', exact: true })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/report/energy/4');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
  await expect(nav(page)).toBeVisible();
});

test('the top bar leads to the notices, the profile and the password form', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.getByRole('link', { name: 'Open Source Notices' }).click();
  await expect(page).toHaveURL(/\/license$/);
  await expect(page.getByRole('heading', { name: 'Open Source Notices' })).toBeVisible();
  await expect(page.getByTestId('licence-updated')).toHaveText(
    /^Last Updated on \d{2} [A-Z][a-z]{2}, \d{4}$/,
  );
  await expect(page.getByTestId('licence-text')).toContainText('This product includes third-party software');

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByText('admin@demo.example').first()).toBeVisible();
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible();
  await screenshot(page, 'profile');

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/settings\/change-password$/);
  await expect(page.getByLabel('Current password')).toBeVisible();
  await screenshot(page, 'change-password');

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'My Downloads' }).click();
  await expect(page.getByRole('heading', { name: 'My Downloads' })).toBeVisible();
});

test('the public notices page is open to everyone', async ({ page }) => {
  await page.goto('/public/license');
  await expect(page.getByRole('heading', { name: 'Open Source Notices' })).toBeVisible();
  await expect(page.getByTestId('licence-text')).toContainText('This product includes third-party software');
  await screenshot(page, 'public-license');
});

test('on a phone the navigation opens and closes with the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 780 });
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  const toggle = page.getByRole('button', { name: 'Open navigation' });
  await expect(nav(page)).not.toBeInViewport();
  await toggle.click();
  await expect(nav(page)).toBeInViewport();
  await screenshot(page, 'mobile-nav');
  await nav(page).getByRole('link', { name: 'Sites' }).click();
  await expect(page).toHaveURL(/\/sites$/);
  await expect(nav(page)).not.toBeInViewport();
});

test('a token in the URL hash signs in and leaves the address bar', async ({ page, request }) => {
  const token = await apiToken(request, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto(`/sites#accessToken=${token}`);
  await expect(page.getByRole('heading', { name: 'Sites', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Demo Retail Group')).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(token);
});

test('inside SimplyCheck the user menu is hidden', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto('/sites?app=simplycheck');
  await expect(page.getByRole('heading', { name: 'Sites', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Demo Retail Group')).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
  await nav(page).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
});

test('/logout signs out', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('page views, and one user visit per session, reach the analytics endpoint', async ({ page }) => {
  const events: { name: string; sessionId: string; properties: { path?: string } }[] = [];
  page.on('requestfinished', async (r) => {
    if (!r.url().endsWith('/api/v1/analytics/events')) return;
    if ((await r.response())?.status() === 204) events.push(r.postDataJSON());
  });
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  // A page view counts once the page has resolved (a page left while still loading is not viewed).
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Sites' }).click();
  await expect(page.getByRole('heading', { name: 'Sites', exact: true })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Reports' }).click();

  await expect
    .poll(() => events.filter((e) => e.name === 'page view').map((e) => e.properties.path))
    .toEqual(['/today', '/sites', '/reports']);
  expect(events.filter((e) => e.name === 'user visit')).toHaveLength(1);
  expect(new Set(events.map((e) => e.sessionId)).size).toBe(1);
});

test("changing a page's filters in the URL sends 'Filter Applied'", async ({ page }) => {
  type Event = { name: string; properties: Record<string, unknown> };
  const filterApplied = () =>
    page.waitForRequest(
      (r) =>
        r.url().endsWith('/api/v1/analytics/events') &&
        r.method() === 'POST' &&
        (r.postDataJSON() as Event).name === 'Filter Applied',
    );
  await signIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await page.goto('/notifications/overview?sites=4&page=1');
  await expect(page.getByRole('heading', { name: 'Incident Overview' })).toBeVisible();

  // An in-app navigation that only changes the filters (a link, or a page's filter controls).
  let sent = filterApplied();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/notifications/overview?sites=4&sites=7&siteGroups=2&page=1');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  let event = (await sent).postDataJSON() as Event;
  expect(event.properties).toEqual({
    path: '/notifications/overview',
    changed: ['sites', 'siteGroups'],
    sites: ['4', '7'],
    siteGroups: '2',
    audience: 'external',
  });

  // Back to the previous filters is a change too.
  sent = filterApplied();
  await page.goBack();
  event = (await sent).postDataJSON() as Event;
  expect(event.properties).toMatchObject({ changed: ['sites', 'siteGroups'], sites: '4' });
  expect(event.properties).not.toHaveProperty('siteGroups');
});
