import { expect, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, markReleasesSeen, signIn } from './support/app';

const USER = 'manager@demo.example';

// Issue 9: Logout ends the session on the server, not only in the browser: the old token is refused
// afterwards, while the same user's other sessions go on.
test('Logout in the browser revokes the token; another session of the user keeps working', async ({
  page,
  request,
}) => {
  await markReleasesSeen(request, USER, DEMO_PASSWORD); // What's New would cover the menu
  const other = await apiToken(request, USER, DEMO_PASSWORD);
  await signIn(page, USER, DEMO_PASSWORD);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(token).toBeTruthy();
  const me = (t: string) => request.get('/api/v1/auth/user', { headers: { authorization: `Bearer ${t}` } });
  expect((await me(token!)).status()).toBe(200);

  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/logout'));
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  expect((await loggedOut).status()).toBe(204);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  // A copy of the old token (a shared computer, a leaked log) is worthless now.
  const refused = await me(token!);
  expect(refused.status()).toBe(401);
  expect((await me(other)).status()).toBe(200);
});
