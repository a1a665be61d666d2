import { expect, type Page, test } from '@playwright/test';
import { SCREENS } from './support/app';
import { seriousAxeViolations as seriousViolations } from './support/axe';
import { clippedTables } from './support/clipping';
import {
  ADMIN,
  type AppPage,
  adminSession,
  appPages,
  DESKTOP,
  demoEquipmentId,
  demoSiteId,
  demoThermostatEquipmentId,
  LAPTOP,
  openLoaded,
  PHONE,
  selectedPages,
} from './support/pages';

// Issue 9: every page of the app, at a desktop and on a phone, has no serious or critical axe
// violation (WCAG 2.1 A/AA rules and axe's best practices), and on the same load no table is clipped
// (support/clipping.ts) at 1440 px, then narrowed to 1280 px, and at 390 px.

type State = Awaited<ReturnType<typeof adminSession>>;
let session: State;
let pages: AppPage[] = [];

test.use({ contextOptions: { reducedMotion: 'reduce' } });

test.beforeAll(async ({ browser, request }) => {
  session = await adminSession(browser, request);
  const siteId = await demoSiteId(request);
  pages = selectedPages(
    appPages(siteId, await demoEquipmentId(request, siteId), await demoThermostatEquipmentId(request)),
  );
});

test('the check finds violations planted in a page (it is not blind in legacy mode)', async ({ page }) => {
  await openLoaded(page, '/forgot-password');
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const planted = document.createElement('div');
    planted.innerHTML =
      '<button id="planted-button"></button><p id="planted-text" style="color:#eee;background:#fff">Faint text</p>';
    document.body.append(planted);
  });
  const found = await seriousViolations(page);
  expect(
    found.some((v) => v.startsWith('button-name (critical) at #planted-button')),
    found.join('\n'),
  ).toBe(true);
  expect(
    found.some((v) => v.startsWith('color-contrast (serious) at #planted-text')),
    found.join('\n'),
  ).toBe(true);
});

async function expectAccessible(page: Page, what: string) {
  const found = await seriousViolations(page);
  // One line per page in the run's output: the before/after figures of the issue.
  console.log(`axe ${what}: ${found.length} serious/critical`);
  expect(found, `${what}:\n${found.join('\n')}`).toEqual([]);
}

for (const [screen, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: screen === 'phone', hasTouch: screen === 'phone' });

    test('every page has no serious or critical axe violation and no clipped table', async ({ browser }) => {
      test.setTimeout(pages.length * 45_000);
      const problems: string[] = [];
      const clipped: string[] = [];
      // One signed-in and one signed-out tab per size, as a user browses: each page is a full load, but
      // the app's files come from the tab's cache after the first (a fresh context per page made every
      // load download and compile them again).
      const open = (storageState?: State) =>
        browser.newContext({
          viewport,
          isMobile: screen === 'phone',
          hasTouch: screen === 'phone',
          reducedMotion: 'reduce',
          storageState,
        });
      const contexts = { public: await open(), signedIn: await open(session) };
      const tabs = {
        public: await contexts.public.newPage(),
        signedIn: await contexts.signedIn.newPage(),
      };
      for (const p of pages) {
        const page = p.public ? tabs.public : tabs.signedIn;
        await page.setViewportSize(viewport);
        const start = Date.now();
        await openLoaded(page, p.path);
        const loaded = Date.now();
        const found = await seriousViolations(page);
        // Where a page's time goes (the browser stage's largest part): load, then axe.
        const took = `load ${((loaded - start) / 1000).toFixed(1)} s, axe ${((Date.now() - loaded) / 1000).toFixed(1)} s`;
        console.log(`axe ${screen} ${p.name}: ${found.length} serious/critical (${took})`);
        if (found.length) problems.push(`${p.name} (${p.path}):\n  ${found.join('\n  ')}`);
        if (p.tables && !p.public) {
          // The desktop pass also narrows the same load to a 1280 px laptop: the layout reflows as
          // on a load at that width (media queries and resize observers), without a third load.
          for (const size of screen === 'phone' ? [viewport] : [viewport, LAPTOP]) {
            if (size !== viewport) {
              await page.setViewportSize(size);
              await page.waitForTimeout(300);
            }
            await page.screenshot({ path: `${SCREENS}/layout-${p.name}-${size.width}.png` });
            const cut = await clippedTables(page, screen === 'phone');
            console.log(`layout ${size.width} ${p.name}: ${cut.length} clipped`);
            if (cut.length) clipped.push(`${p.name} at ${size.width} px (${p.path}):\n  ${cut.join('\n  ')}`);
          }
        }
      }
      await contexts.public.close();
      await contexts.signedIn.close();
      expect(problems, problems.join('\n')).toEqual([]);
      expect(clipped, clipped.join('\n')).toEqual([]);
    });

    test('the open user menu and the dismiss dialog have no serious or critical axe violation', async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport,
        isMobile: screen === 'phone',
        hasTouch: screen === 'phone',
        reducedMotion: 'reduce',
        storageState: session,
      });
      const page = await context.newPage();
      await openLoaded(page, '/incidents');
      await page.getByRole('button', { name: 'User menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectAccessible(page, `${screen} user menu of ${ADMIN}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();

      // The Dismiss dialog: a row's checkbox on a desktop, a card's button on a phone.
      const opener =
        screen === 'phone'
          ? page.getByRole('button', { name: 'Dismiss', exact: true }).first()
          : page.getByRole('checkbox', { name: /^Dismiss / }).first();
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Dismiss Notification' });
      await expect(dialog).toBeVisible();
      await page.waitForTimeout(300);
      await expectAccessible(page, `${screen} dismiss dialog`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await context.close();
    });
  });
}
