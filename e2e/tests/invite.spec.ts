import { expect, test } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, fillSignIn, linkFromOutbox, pathOf, screenshot } from './support/app';

const ADMIN = 'admin@demo.example';

test('an unknown or used invitation link says it has expired and names the inviter', async ({ page }) => {
  await page.goto('/user-invite-email?token=not-a-real-token&invitedBy=admin%40demo.example');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Your registration link has expired.');
  await expect(alert.getByRole('link', { name: 'admin@demo.example' })).toHaveAttribute(
    'href',
    'mailto:admin@demo.example',
  );
  await expect(page.getByLabel('Email')).toHaveValue('Token expired');
  await expect(page.getByRole('button', { name: 'Set password and sign in' })).toBeDisabled();
  await screenshot(page, 'invite-expired');
});

test('an invitation on /new-password also names the inviter when its link is dead (A-049)', async ({
  page,
}) => {
  await page.goto('/new-password?token=not-a-real-token&invitedBy=admin%40demo.example');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Your registration link has expired.');
  await expect(alert.getByRole('link', { name: 'admin@demo.example' })).toHaveAttribute(
    'href',
    'mailto:admin@demo.example',
  );
  await expect(page.getByLabel('Email')).toHaveValue('Token expired');

  // A reset link that names an inviter: a refused token shows the inviter's address too.
  await page.goto(
    '/new-password?token=not-a-real-token&email=nobody%40demo.example&invitedBy=admin%40demo.example',
  );
  await page.getByLabel('New password').fill('A-long-enough-password-1');
  await page.getByLabel('Verify password').fill('A-long-enough-password-1');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: 'admin@demo.example' })).toHaveAttribute(
    'href',
    'mailto:admin@demo.example',
  );
});

test('an invited user chooses a password from the email and lands at home', async ({ page, request }) => {
  const email = `invitee.${Date.now()}@demo.example`;
  const since = Date.now();
  const token = await apiToken(request, ADMIN, DEMO_PASSWORD);
  const invited = await request.post('/api/v1/users/invite', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, firstName: 'Ivy', lastName: 'Invitee', role: 'VIEWER' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { id } = (await invited.json()) as { id: number };

  const link = await linkFromOutbox(email, '/user-invite-email', since);
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Welcome to SiteWatch' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await screenshot(page, 'invite');

  const password = 'Ivy-chooses-a-password';
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Verify password').fill(password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole('banner').getByText('Ivy Invitee')).toBeVisible();

  // A used link is a dead link.
  await page.evaluate(() => localStorage.clear());
  await page.goto(pathOf(link));
  await expect(page.getByRole('alert')).toContainText('Your registration link has expired.');
  await expect(page.getByLabel('Email')).toHaveValue('Token expired');

  // Once an administrator suspends the account, sign-in says so (spec 1 §4 lock state: suspended).
  const suspended = await request.put(`/api/v1/users/${id}/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { userStatus: 'SUSPENDED' },
  });
  expect(suspended.status(), await suspended.text()).toBe(200);
  await page.goto('/login');
  await fillSignIn(page, email, password);
  const lock = page.getByTestId('login-lock');
  await expect(lock).toContainText('Account suspended');
  await expect(lock).toContainText('This account is suspended. Contact your administrator.');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await screenshot(page, 'sign-in-suspended');
});
