import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAdminSites, markReleasesSeen, signIn } from './support/app';
import { seriousAxeViolations } from './support/axe';
import { clippedTables } from './support/clipping';
import { ADMIN, DESKTOP, PHONE } from './support/pages';

// Issue 14, /setup/people and /setup/organizations as an administrator would use them, against the
// demo: a user with no global role reaches one site as MANAGER through a new group; the server's
// guard rails show where they were asked; site groups; then organisation 275 creates an
// organisation and blacklists it for Equipment.
const OPS = 'ops@internal.example';
const RUN = Date.now().toString(36).slice(-5);

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['1440', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    // Polled: the frame takes a moment to lay itself out for the new width (the drawer slides away).
    await expect
      .poll(() => clippedTables(page, label === '390'), { message: `${name} at ${label}` })
      .toEqual([]);
    await page.screenshot({
      path: test.info().outputPath(`${name}-${label}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize(DESKTOP);
}

async function newPage(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page, email, DEMO_PASSWORD);
  return page;
}

test('users, groups, access and site groups', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const [site] = await demoAdminSites<{ id: number; title: string }>(request);
  const page = await newPage(browser, ADMIN);
  await page.goto('/setup/people');
  const users = page.getByRole('table');
  await expect(users.getByRole('row').filter({ hasText: ADMIN })).toBeVisible({ timeout: 20_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Invite with no global role: the form refuses an empty name first, in the server's words.
  const email = `robin.${RUN}@demo.example`;
  await page.getByRole('button', { name: 'Invite user' }).click();
  let dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Required').first()).toBeVisible();
  await dialog.getByLabel('First name').fill('Robin');
  await dialog.getByLabel('Last name').fill(`Quist ${RUN}`);
  await dialog.getByLabel('Position').fill('Night manager');
  await expect(dialog.getByRole('combobox', { name: 'Global role' })).toHaveValue(/No global role/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
  const robin = users.getByRole('row').filter({ hasText: email });
  await expect(robin).toContainText('No global role');
  await expect(robin).toContainText('No access');
  await expect(robin).toContainText('Invited');

  // A new group with Robin in it, MANAGER on one site.
  const group = `Night managers ${RUN}`;
  await page.getByRole('tab', { name: 'Groups', exact: true }).click();
  await expect(page).toHaveURL(/tab=groups/);
  await page.getByRole('button', { name: 'New group' }).click();
  dialog = page.getByRole('dialog', { name: 'New group' });
  await dialog.getByLabel('Name').fill(group);
  await dialog.getByRole('combobox', { name: 'Members' }).fill('Robin');
  await page.getByRole('option', { name: new RegExp(email.replace('.', '\\.')) }).click();
  // The list stays open for more picks; leaving the field closes it.
  await page.keyboard.press('Tab');
  await dialog.getByRole('button', { name: 'Create group' }).click();
  dialog = page.getByRole('dialog', { name: `Access of ${group}` });
  await expect(dialog.getByText("A user's own role wins")).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Site', exact: true }).fill(site!.title.slice(0, 8));
  await page.getByRole('option', { name: site!.title, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Manager', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add access' }).click();
  await expect(dialog.getByText(`Manager on Site: ${site!.title}`)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: group })).toContainText('Robin');
  await expect(page.getByRole('row').filter({ hasText: group })).not.toContainText('through');
  await shoot(page, 'people-groups');

  // Robin's effective role is now MANAGER, through the group.
  await page.getByRole('tab', { name: 'Users', exact: true }).click();
  await expect(robin.getByText('Manager', { exact: true })).toBeVisible();
  await expect(robin).toContainText('No global role');
  await robin.getByRole('button', { name: /^Actions for Robin/ }).click();
  await page.getByRole('menuitem', { name: 'Access…' }).click();
  dialog = page.getByRole('dialog', { name: /^Access of Robin/ });
  await expect(dialog.getByTestId('effective-role')).toHaveText('Manager');
  await expect(dialog.getByText(`Manager on Site: ${site!.title} (through ${group})`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('people-user-access-1440.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Suspending oneself is refused by the server; the refusal shows in the dialog.
  await users
    .getByRole('row')
    .filter({ hasText: ADMIN })
    .getByRole('button', { name: /^Actions for / })
    .click();
  await page.getByRole('menuitem', { name: 'Suspend…' }).click();
  dialog = page.getByRole('dialog', { name: 'Suspend user?' });
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog.getByRole('alert')).toContainText('You cannot suspend yourself');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(users.getByRole('row').filter({ hasText: ADMIN })).toContainText('Active');
  await shoot(page, 'people-users');

  // A site group: a name is required; created, then deleted after a confirmation.
  const siteGroup = `Night sites ${RUN}`;
  await page.getByRole('tab', { name: 'Site groups' }).click();
  await page.getByRole('button', { name: 'New site group' }).click();
  dialog = page.getByRole('dialog', { name: 'New site group' });
  await dialog.getByRole('button', { name: 'Create site group' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByLabel('Name').fill(siteGroup);
  await dialog.getByRole('combobox', { name: 'Sites' }).fill(site!.title.slice(0, 8));
  await page.getByRole('option', { name: site!.title, exact: true }).click();
  await page.keyboard.press('Tab');
  await dialog.getByRole('button', { name: 'Create site group' }).click();
  const row = page.getByRole('row').filter({ hasText: siteGroup });
  await expect(row).toContainText(site!.title);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shoot(page, 'people-site-groups');
  await row.getByRole('button', { name: `Delete ${siteGroup}` }).click();
  dialog = page.getByRole('dialog', { name: 'Delete site group?' });
  await expect(dialog).toContainText('Its sites stay');
  await dialog.getByRole('button', { name: 'Delete site group' }).click();
  await expect(row).toHaveCount(0);
  await page.context().close();
});

test('the operations organisation creates an organisation and blacklists it for Equipment', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await markReleasesSeen(request, OPS, DEMO_PASSWORD);
  const page = await newPage(browser, OPS);
  await page.goto('/setup/organizations');
  await expect(page.getByRole('link', { name: 'Organisations' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('row').filter({ hasText: 'Demo Retail Group' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('row').filter({ hasText: 'Demo Retail Group' })).toContainText('Demo');

  const title = `Bakery Co ${RUN}`;
  await page.getByRole('button', { name: 'New organisation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New organisation' });
  await dialog.getByLabel('Country').fill('G');
  await dialog.getByRole('button', { name: 'Create organisation' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await expect(dialog.getByText(/two-letter country code/)).toBeVisible();
  await dialog.getByLabel('Name').fill(title);
  await dialog.getByLabel('Country').fill('GB');
  await dialog.getByRole('combobox', { name: 'Default time zone' }).fill('London');
  await page.getByRole('option', { name: /Europe\/London/ }).click();
  await dialog.getByText('°F').click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${title} created` })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('GB');

  await row.getByRole('button', { name: `Feature lists of ${title}` }).click();
  const lists = page.getByRole('dialog', { name: `Feature lists of ${title}` });
  await expect(lists.getByRole('switch', { name: 'Strict Equipment blacklist' })).toBeDisabled();
  await lists.getByRole('switch', { name: 'On the Equipment blacklist' }).check();
  await expect(lists.getByRole('switch', { name: 'On the Equipment blacklist' })).toBeChecked();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('organizations-features-1440.png'), fullPage: true });
  await lists.getByRole('button', { name: 'Save feature lists' }).click();
  await expect(lists.getByRole('status')).toHaveText('Saved');
  await lists.getByRole('button', { name: 'Close' }).click();

  // Listed after a reload, and the blacklist entry kept.
  await page.reload();
  await expect(row).toContainText('GB');
  await row.getByRole('button', { name: `Feature lists of ${title}` }).click();
  await expect(lists.getByRole('switch', { name: 'On the Equipment blacklist' })).toBeChecked();
  await expect(lists.getByRole('switch', { name: 'On the Equipment whitelist' })).not.toBeChecked();
  await lists.getByRole('button', { name: 'Close' }).click();
  await expect(lists).toBeHidden();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shoot(page, 'organizations');
  await page.context().close();
});
