import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, signIn } from './app';

export const ADMIN = 'admin@demo.example';

/** The screens the layout and accessibility checks visit: 1280 and 1440 desktops, a 390 phone. */
export const DESKTOP = { width: 1440, height: 900 };
export const LAPTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export interface AppPage {
  name: string;
  path: string;
  /** Visible without a session (sign-in, forgot password). */
  public?: boolean;
  /** The page shows tables (checked for clipping by accessibility.spec). */
  tables?: boolean;
}

/**
 * Every kind of page of the app (apps/web/src/app/routes): the public ones, Today and its full
 * lists, incidents and notifications, the sites area with one demo site, the account pages, the
 * analytics, reports, equipment and controls pages.
 */
export function appPages(siteId: number, equipmentId?: number, thermostatEquipmentId?: number): AppPage[] {
  // The charts' monitoring views (issue 12); the equipment one needs an equipment with a thermostat.
  const monitoring: AppPage[] = [
    { name: 'monitoring-site-energy', path: `/monitoring/sites/${siteId}/energy` },
    { name: 'monitoring-site-sensors', path: `/monitoring/sites/${siteId}/sensors` },
    { name: 'monitoring-site-thermostats', path: `/monitoring/sites/${siteId}/thermostats` },
    ...(thermostatEquipmentId
      ? [{ name: 'monitoring-equipment', path: `/monitoring/equipment/${thermostatEquipmentId}/overview` }]
      : []),
  ];
  return [
    ...monitoring,
    { name: 'sign-in', path: '/login', public: true },
    { name: 'forgot-password', path: '/forgot-password', public: true },
    { name: 'public-licence', path: '/public/license', public: true },
    { name: 'today', path: '/today', tables: true },
    { name: 'today-active-incident-counts', path: '/today/active-incident-counts', tables: true },
    { name: 'incident-counts', path: '/incident-counts', tables: true },
    { name: 'hvac-operations', path: '/hvac-controls-operations', tables: true },
    { name: 'overview', path: '/notifications/overview', tables: true },
    { name: 'incidents', path: '/incidents' },
    { name: 'notifications', path: '/notifications', tables: true },
    { name: 'map', path: '/map' },
    { name: 'sites', path: '/sites', tables: true },
    { name: 'site-overview', path: `/sites/${siteId}`, tables: true },
    { name: 'site-dashboard', path: `/sites/${siteId}/dashboard`, tables: true },
    { name: 'site-insights', path: `/sites/${siteId}/insights` },
    { name: 'site-incidents', path: `/sites/${siteId}/incidents` },
    { name: 'site-spaces', path: `/spaces?siteId=${siteId}`, tables: true },
    { name: 'sensors-gateways', path: `/sensors-gateways?siteId=${siteId}`, tables: true },
    { name: 'equipment-list', path: '/equipment', tables: true },
    ...(equipmentId
      ? [
          { name: 'equipment-page', path: `/sites/${siteId}/equipment/${equipmentId}`, tables: true },
          { name: 'equipment-sensors', path: `/equipment/${equipmentId}/sensors`, tables: true },
        ]
      : []),
    { name: 'site-monitoring', path: `/monitoring/sites/${siteId}` },
    { name: 'profile', path: '/profile' },
    { name: 'change-password', path: '/settings/change-password' },
    { name: 'licence', path: '/license' },
    { name: 'my-downloads', path: '/my-downloads' },
    { name: 'org-temp-compliance', path: '/org-temp-compliance', tables: true },
    { name: 'site-temp-compliance', path: `/sites/${siteId}/analytics/temperature-compliance`, tables: true },
    { name: 'temp-compliance-analytics', path: '/analytics/temperature-compliance', tables: true },
    { name: 'temperature-review', path: '/temperature-review', tables: true },
    { name: 'reports', path: '/reports' },
    { name: 'site-analytics', path: `/analytics?siteId=${siteId}` },
    { name: 'site-tasks', path: `/tasks?siteId=${siteId}` },
    { name: 'noh', path: '/dashboard/noh_energy_consumption', tables: true },
    { name: 'dashboard', path: '/dashboard' },
    { name: 'org-sites-energy', path: '/org-sites-energy-consumption', tables: true },
    { name: 'equipment-energy', path: '/equipment-energy-consumption', tables: true },
    { name: 'savings', path: '/savings', tables: true },
    { name: 'org-controls-savings', path: '/org-controls-savings', tables: true },
    { name: 'sustainability', path: '/sustainability', tables: true },
    { name: 'recommendations', path: '/recommendations' },
    { name: 'summary', path: '/summary', tables: true },
    { name: 'annual-energy', path: '/summary/annual-energy-consumption', tables: true },
    { name: 'annual-eui', path: '/summary/annual-usage-intensity', tables: true },
    { name: 'annual-eui-weather', path: '/summary/annual-usage-intensity?view=weather', tables: true },
    { name: 'annual-co2', path: '/summary/annual-co2-emission', tables: true },
    { name: 'controls', path: `/controls?siteId=${siteId}`, tables: true },
    { name: 'controls-thermostats', path: `/controls/thermostats?siteId=${siteId}`, tables: true },
    { name: 'controls-schedule', path: `/controls/schedule?siteId=${siteId}`, tables: true },
    { name: 'controls-savings', path: `/controls/savings?siteId=${siteId}`, tables: true },
    { name: 'equipment-performance', path: '/equipment-performance' },
    // Refrigeration (222): temperature, defrost and door columns on the demo.
    { name: 'equipment-group-performance', path: '/equipment-performance/222', tables: true },
    { name: 'hvac-performance', path: '/equipment-performance-hvac', tables: true },
    { name: 'not-found', path: '/no-such-page' },
  ];
}

/**
 * The pages a run checks: all of them, or those whose name matches the E2E_PAGES pattern (e.g.
 * `E2E_PAGES='^(summary|annual-)'`), to check one area's pages on a busy machine.
 */
export const selectedPages = (pages: AppPage[]): AppPage[] => {
  const only = process.env.E2E_PAGES;
  return only ? pages.filter((p) => new RegExp(only).test(p.name)) : pages;
};

/** The first demo site (the one with the most to show is not needed: every site has all tiles). */
export async function demoSiteId(request: APIRequestContext): Promise<number> {
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
  const sites = (await (await request.get('/api/v1/sites', { headers })).json()) as { id: number }[];
  expect(sites.length, 'the demo organisation has sites').toBeGreaterThan(0);
  return sites[0]!.id;
}

/** An equipment of the demo with a thermostat (its monitoring view draws every chart). */
export async function demoThermostatEquipmentId(request: APIRequestContext): Promise<number> {
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
  const sites = (await (await request.get('/api/v1/sites', { headers })).json()) as { id: number }[];
  for (const s of sites) {
    const res = await request.get(`/api/v1/thermostat/controls/site/${s.id}`, { headers });
    const rows = res.status() === 200 ? ((await res.json()) as { equipmentId: number }[]) : [];
    if (rows[0]) return rows[0].equipmentId;
  }
  throw new Error('the demo organisation has no thermostat');
}

/** The first equipment of a demo site (for the equipment pages). */
export async function demoEquipmentId(request: APIRequestContext, siteId: number): Promise<number> {
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN, DEMO_PASSWORD)}` };
  const list = (await (await request.get(`/api/v1/equipment/site/${siteId}`, { headers })).json()) as {
    id: number;
  }[];
  expect(list.length, 'the demo site has equipment').toBeGreaterThan(0);
  return list[0]!.id;
}

/** The demo admin's signed-in browser state, so that each page test need not sign in again. */
export async function adminSession(browser: Browser, request: APIRequestContext) {
  await markReleasesSeen(request, ADMIN, DEMO_PASSWORD);
  const page = await browser.newPage();
  await signIn(page, ADMIN, DEMO_PASSWORD);
  const state = await page.context().storageState();
  await page.close();
  return state;
}

/**
 * Opens a page and waits for its data: the heading, then no loader, skeleton or "Loading" text
 * left (charts and tiles fetch after the frame appears).
 */
export async function openLoaded(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1, h2').first()).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const busy = document.querySelectorAll(
            '.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"], [aria-busy="true"]',
          );
          return [...busy].filter((el) => (el as HTMLElement).offsetParent !== null).length;
        }),
      // Reports computed in the background (Recommendations, NOH) can take longer on a busy CI machine.
      { timeout: 40_000, message: `${path} finishes loading` },
    )
    .toBe(0);
  // Charts and transitions settle one frame after their data.
  await page.waitForTimeout(400);
}
