import { expect, test } from '@playwright/test';
import { authMessages } from '@shop-scanner/shared/messages';
import {
  PASSWORD,
  fillLogin,
  newAccount,
  newCodeInServerLog,
  readCodesFromServerLog,
  register,
  registeredConsumer,
  signOut,
  toast,
} from './helpers';

test.describe('accounts', () => {
  test('a consumer registers, signs out, and signs in again', async ({ page }) => {
    const account = newAccount('consumer');

    // Register: signed in, welcomed, on /.
    await register(page, account);
    await expect(toast(page, authMessages.welcomeNew(account.name))).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Start Scanning' }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Scan')).toBeVisible();

    // A consumer has no Dashboard link, and at /dashboard is told the page is for business accounts.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { name: 'The seller dashboard is for business accounts' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go home' }).click();
    await expect(page).toHaveURL('/');

    // Sign out.
    await signOut(page);
    await expect(page.getByRole('link', { name: 'Get Started Free' }).first()).toBeVisible();

    // Sign in again.
    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await expect(toast(page, authMessages.welcomeBack(account.name))).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('a guest sent to /login from /profile comes back to /profile after signing in', async ({
    page,
  }) => {
    const account = await registeredConsumer(page);

    await page.goto('/profile');
    await expect(page).toHaveURL('/login');
    await fillLogin(page, account.email, account.password);

    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  });

  test('a business account sees its dashboard with its business name', async ({ page }) => {
    const account = newAccount('business');
    await register(page, account);
    await expect(toast(page, authMessages.welcomeNew(account.name))).toBeVisible();
    // The menu closes on a change of page: open it once registration has left for /.
    await expect(page).toHaveURL('/');

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: account.businessName! })).toBeVisible();
  });

  test('the session survives a reload, and the profile can be edited', async ({ page }) => {
    const account = newAccount('consumer');
    await register(page, account);
    await expect(page).toHaveURL('/');

    await page.goto('/profile');
    await expect(page.getByText(account.email)).toBeVisible();
    await page.getByLabel('Full name').fill('Carl Renamed');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Profile updated')).toBeVisible();

    await page.reload();
    await expect(page.locator('dd').filter({ hasText: 'Carl Renamed' })).toBeVisible();
  });

  test('a taken email and a wrong password are reported and the form keeps its input', async ({
    page,
  }) => {
    const account = await registeredConsumer(page);

    await register(page, account);
    await expect(toast(page, authMessages.emailTaken)).toBeVisible();
    await expect(page).toHaveURL('/register');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);

    await page.goto('/login');
    await fillLogin(page, account.email, 'Wrong-passw0rd');
    await expect(page.locator('.toast--error')).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
  });

  test('forgot password: the code from the local log sets a new password', async ({ page }) => {
    const account = await registeredConsumer(page);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The login form stays on screen while the next page's module loads: wait for the new page.
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    // Sign-up printed a code too: wait for one more, read from the log only (the local stack
    // promises to print the code there).
    const before = readCodesFromServerLog(account.email).length;
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page.getByText(/printed in the log/)).toBeVisible();

    await expect
      .poll(() => newCodeInServerLog(account.email, before), { timeout: 10_000 })
      .toMatch(/^\d{6}$/);
    const code = newCodeInServerLog(account.email, before);
    const newPassword = `New${PASSWORD}`;
    await page.getByLabel('Code').fill(code!);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(page).toHaveURL('/login');
    await fillLogin(page, account.email, newPassword);
    await expect(toast(page, authMessages.welcomeBack(account.name))).toBeVisible();
  });
});
