import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, screenshot, signIn } from './support/app';

const ADMIN = 'admin@demo.example';
const HARBOR_ADMIN = 'admin@harbor.example';

interface ApiSite {
  id: number;
  title: string;
  numberActiveIncidents: number;
}

let site: ApiSite;
let harborSiteId: number;

test.beforeAll(async ({ request }) => {
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
  const get = async (email: string) => {
    const token = await apiToken(request, email, DEMO_PASSWORD);
    const res = await request.get('/api/v1/sites', { headers: { authorization: `Bearer ${token}` } });
    return (await res.json()) as ApiSite[];
  };
  site = (await get(ADMIN))[0]!;
  harborSiteId = (await get(HARBOR_ADMIN))[0]!.id;
});

test('a site page shows its header, cards and page tabs', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto(`/sites/${site.id}`);
  await expect(page.getByRole('heading', { level: 1, name: site.title })).toBeVisible();
  await expect(page.getByText('Local time')).toBeVisible();
  await expect(page.getByText('Sunrise')).toBeVisible();
  const incidents = page.getByTestId('site-active-incidents');
  await expect(incidents.getByText(String(site.numberActiveIncidents), { exact: true })).toBeVisible();
  await expect(incidents.getByRole('link', { name: 'See All' })).toHaveAttribute(
    'href',
    `/sites/${site.id}/incidents`,
  );
  await expect(page.getByTestId('site-connectivity').getByText('Devices')).toBeVisible();
  await expect(page.getByTestId('site-energy-today').getByText('kWh')).toBeVisible();
  await screenshot(page, 'h7-site-overview-1280');

  const tabs = page.getByRole('navigation', { name: 'Site pages' });
  await tabs.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/sites/${site.id}/dashboard$`));
  await expect(page.getByTestId('site-active-incidents')).toBeVisible();
  await screenshot(page, 'h7-site-dashboard-1280');

  // The monitoring path shows the same site pages.
  await page.goto(`/monitoring/sites/${site.id}/insights`);
  await expect(page.getByRole('heading', { level: 1, name: site.title })).toBeVisible();
  await expect(page.getByTestId('site-temperature-chart')).toBeVisible();
});

test('comment on a temperature reading and export the raw data', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto(`/sites/${site.id}/insights`);
  const card = page.getByTestId('site-temperature-chart');
  const chart = card.getByRole('img', { name: /temperature$/ });
  await expect(chart).toBeVisible();

  // CSV of the readings on screen.
  await card.getByRole('button', { name: 'Export menu' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Generate Raw Data (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await fs.readFile((await download.path())!, 'utf8');
  expect(csv.replace(/^\ufeff/, '').split('\r\n')[0]).toBe('sensor,timestamp,local_time,value,min,max,unit');
  expect(csv.split('\r\n').length).toBeGreaterThan(3);

  const button = card.getByRole('button', { name: 'Add Comment' });
  await button.hover();
  await expect(page.getByText(/Select a data point/)).toBeVisible();
  await button.click();
  await expect(card.getByRole('button', { name: 'Comment Mode' })).toHaveAttribute('aria-pressed', 'true');
  await chart.scrollIntoViewIfNeeded();
  const box = (await chart.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.5);

  const panel = page.getByRole('region', { name: 'Add Comment' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Avery Morgan')).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Comment type' })).toHaveValue('General');
  await expect(panel.getByText('250/250')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
  const text = `Checked the door seal ${Date.now()}`;
  await panel.getByPlaceholder('Add Comment Here').fill(text);
  await expect(panel.getByText(`${250 - text.length}/250`)).toBeVisible();
  await screenshot(page, 'h7-comment-panel-1280');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel).toBeHidden();
  await expect(card.getByRole('list', { name: 'Comments' }).getByText(text)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add Comment' })).toBeVisible();
});

test('on a phone the comment panel opens as a modal', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto(`/sites/${site.id}/insights`);
  const card = page.getByTestId('site-temperature-chart');
  const chart = card.getByRole('img', { name: /temperature$/ });
  await expect(chart).toBeVisible();
  await card.getByRole('button', { name: 'Add Comment' }).click();
  await chart.scrollIntoViewIfNeeded();
  const box = (await chart.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.5);
  const dialog = page.getByRole('dialog', { name: 'Add Comment' });
  await expect(dialog).toBeVisible();
  await screenshot(page, 'h7-comment-modal-390');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`/sites/${site.id}`);
  await expect(page.getByRole('heading', { level: 1, name: site.title })).toBeVisible();
  await screenshot(page, 'h7-site-overview-390');
});

test('another organisation’s site reads as not found', async ({ page }) => {
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto(`/sites/${harborSiteId}`);
  await expect(page.getByRole('heading', { name: 'Site not found' })).toBeVisible();
  await page.goto('/sites/not-a-number/insights');
  await expect(page.getByRole('heading', { name: 'Site not found' })).toBeVisible();
});
