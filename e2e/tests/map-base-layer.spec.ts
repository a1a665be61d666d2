import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAdminSites, screenshot, signIn } from './support/app';

// Issue 9: 'View all sites' fits every site on a phone too, and a site focus over the offline base
// layer (no tile server) shows places around the site, not an empty area with one dot.

const ADMIN = 'admin@demo.example';

interface ApiSite {
  id: number;
  title: string;
}

let sites: ApiSite[] = [];

test.beforeAll(async ({ request }) => {
  sites = await demoAdminSites<ApiSite>(request, ADMIN);
  expect(sites.length).toBeGreaterThan(10);
});

/**
 * Sites a user can see on the map: single markers plus the counts of clusters whose centre lies
 * inside the map and is not covered by anything (the search panel, a popup).
 */
async function sitesInView(page: Page, map: Locator): Promise<number> {
  const box = (await map.boundingBox())!;
  const visible = async (el: Locator) => {
    const b = await el.boundingBox();
    if (!b) return false;
    const x = b.x + b.width / 2;
    const y = b.y + b.height / 2;
    if (x < box.x || x > box.x + box.width || y < box.y || y > box.y + box.height) return false;
    return el.evaluate(
      (e, [px, py]) => {
        const top = document.elementFromPoint(px!, py!);
        return top !== null && (e === top || e.contains(top));
      },
      [x, y],
    );
  };
  let n = 0;
  for (const el of await page.locator('.sw-map-site').all()) if (await visible(el)) n += 1;
  for (const el of await page.locator('.sw-map-cluster').all())
    if (await visible(el)) n += Number(await el.locator('.sw-map-cluster-count').innerText());
  return n;
}

for (const [label, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1440, 900],
] as const) {
  test(`View all sites shows every site on a ${label} (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, ADMIN, DEMO_PASSWORD);
    await page.goto('/map');
    const map = page.getByRole('region', { name: 'Map of sites' });
    await expect(map).toHaveAttribute('data-clustered', 'true');
    // Somewhere else first, so that the button has to bring every site back.
    await page.getByPlaceholder('Search site by name').fill(sites[0]!.title);
    await page
      .getByRole('list', { name: 'Matching sites' })
      .getByRole('listitem')
      .filter({ hasText: sites[0]!.title })
      .first()
      .click();
    await expect(page.getByTestId('site-popup')).toBeVisible();
    await page.getByRole('button', { name: 'View all sites' }).click();
    await expect.poll(() => sitesInView(page, map), { timeout: 10_000 }).toBe(sites.length);
    await screenshot(page, `i9-map-all-${width}`);
  });
}

test('a site focus over the offline base layer shows towns and lines around the site', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/map');
  const map = page.getByRole('region', { name: 'Map of sites' });
  await expect(map).toHaveAttribute('data-clustered', 'true');
  const target = sites.find((s) => s.title === 'Greenleaf Market Camden') ?? sites[0]!;
  await page.getByPlaceholder('Search site by name').fill(target.title);
  await page
    .getByRole('list', { name: 'Matching sites' })
    .getByRole('listitem')
    .filter({ hasText: target.title })
    .first()
    .click();
  await expect(page.getByTestId('site-popup')).toBeVisible();
  // Town names around the site (the map has no tile server here): several, inside the map.
  const towns = map.locator('.sw-map-place-city');
  await expect.poll(() => towns.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(5);
  const box = (await map.boundingBox())!;
  for (const t of (await towns.all()).slice(0, 5)) {
    const b = (await t.locator('span').boundingBox())!;
    expect(b.x + b.width / 2).toBeGreaterThanOrEqual(box.x);
    expect(b.x + b.width / 2).toBeLessThanOrEqual(box.x + box.width);
  }
  await screenshot(page, 'i9-map-focus-1440');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => towns.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await screenshot(page, 'i9-map-focus-390');
});
