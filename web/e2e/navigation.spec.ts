import { expect, test } from '@playwright/test';
import { newAccount, register } from './helpers';

test('an unknown path shows the not-found page at /404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL('/');
});

test('the landing page offers a guest sign-up and pricing, and the footer its links', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByText('Product Authenticity & Price Comparison').first()).toBeVisible();
  for (const card of ['Scan & Verify', 'Store Analysis', 'Smart Insights']) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'View Pricing' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  const footer = page.locator('footer');
  await expect(footer.getByText('Available worldwide.')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    '/support',
  );
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/terms',
  );
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  const bar = (page: import('@playwright/test').Page) =>
    page.getByRole('navigation', { name: 'Quick navigation' });

  test('the bottom bar shows on / and hides on /login and /register', async ({ page }) => {
    await page.goto('/');
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('link')).toHaveText(['Home', 'Search', 'Profile']);
    await expect(bar(page).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/login',
    );

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(bar(page)).toHaveCount(0);

    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
  });

  test('the bottom bar adds Scan and Wishlist when signed in', async ({ page }) => {
    await register(page, newAccount('consumer'));
    await expect(page).toHaveURL('/');
    await expect(bar(page).getByRole('link')).toHaveText([
      'Home',
      'Search',
      'Scan',
      'Wishlist',
      'Profile',
    ]);
    await bar(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/profile');
  });

  test('the mobile menu opens, and closes on navigation', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(menu).toHaveCount(0);

    // A tap on the page already open closes it too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).toHaveCount(0);
  });
});
