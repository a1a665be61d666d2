import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAdminSites, screenshot, signIn } from './support/app';

const ADMIN = 'admin@demo.example';

interface ApiSite {
  id: number;
  title: string;
  numberActiveIncidents: number;
}

let sites: ApiSite[] = [];

test.beforeAll(async ({ request }) => {
  sites = await demoAdminSites<ApiSite>(request, ADMIN);
  expect(sites.length).toBeGreaterThan(1);
});

test('find a site on the map, open its popup and go to its insights', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/map');
  const map = page.getByRole('region', { name: 'Map of sites' });
  await expect(map).toHaveAttribute('data-clustered', 'true');
  await expect(page.locator('.sw-map-cluster, .sw-map-site').first()).toBeVisible();
  await screenshot(page, 'h7-map-1280');

  const target = sites[sites.length - 1]!;
  await page.getByPlaceholder('Search site by name').fill(target.title);
  const results = page.getByRole('list', { name: 'Matching sites' });
  await results.getByRole('listitem').filter({ hasText: target.title }).first().click();

  const popup = page.getByTestId('site-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByText(target.title.slice(0, 20))).toBeVisible();
  await expect(popup.getByRole('link', { name: /Active Incident/ })).toHaveAttribute(
    'href',
    `/sites/${target.id}/incidents`,
  );
  await screenshot(page, 'h7-map-popup-1280');

  // The results list can be hidden and shown again.
  await page.getByRole('button', { name: 'Hide results' }).click();
  await expect(results).toBeHidden();
  await page.getByRole('button', { name: 'Show results' }).click();
  await expect(results).toBeVisible();

  await popup.getByRole('link', { name: 'Site Insights' }).click();
  await expect(page).toHaveURL(new RegExp(`/sites/${target.id}/insights$`));
});

test('the legend shows only sites with active incidents', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/map');
  await expect(page.getByRole('region', { name: 'Map of sites' })).toHaveAttribute('data-clustered', 'true');
  await page.getByRole('radio', { name: 'Sites with Active Incident(s)' }).check();
  const quiet = sites.find((s) => s.numberActiveIncidents === 0);
  if (quiet) {
    await page.getByPlaceholder('Search site by name').fill(quiet.title);
    await expect(page.getByText('No site matches')).toBeVisible();
  }
  await page.getByRole('radio', { name: 'All sites' }).check();
  await page.getByRole('button', { name: 'View all sites' }).click();
});

test('the sites list shows sites and its small map expands to /map', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/sites');
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(Math.min(sites.length, 25) + 1);
  await expect(table.getByRole('link', { name: sites[0]!.title, exact: true })).toBeVisible();
  // The header reads on one line at 1280 px.
  const header = page.getByRole('columnheader', { name: /Active incidents/ });
  expect((await header.boundingBox())!.height).toBeLessThan(48);
  await expect(page.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');
  const small = page.getByTestId('small-map');
  await expect(small.getByRole('region', { name: 'Small map of sites' })).toHaveAttribute(
    'data-clustered',
    'true',
  );
  await screenshot(page, 'h7-sites-1280');

  await page.getByPlaceholder('Search sites by name, address or country').fill('zzzz-no-such-site');
  await expect(page.getByText('No matching entries found')).toBeVisible();

  await small.getByRole('link', { name: 'Expand map' }).click();
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByRole('region', { name: 'Map of sites' })).toBeVisible();
});

test('on a phone the sites list and the map are two tabs', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/list');
  const tabs = page.getByRole('navigation', { name: 'Sites views' });
  await expect(tabs.getByRole('link')).toHaveText(['Sites', 'Map']);
  await expect(page.getByRole('list', { name: 'Sites' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('small-map')).toHaveCount(0);
  await screenshot(page, 'h7-sites-390');
  await tabs.getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByRole('region', { name: 'Map of sites' })).toHaveAttribute('data-clustered', 'true');
  await screenshot(page, 'h7-map-390');
});
