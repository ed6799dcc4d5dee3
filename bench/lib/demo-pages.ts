/**
 * What the browser benchmarks open: the demo product page they all use, and a shopper signed up
 * through the app's own register form.
 */
import type { Page } from '@playwright/test';
import {
  DEMO_CATALOGUE_REFERENCE_DATE,
  DEMO_CATALOGUE_SEED,
  generateDemoCatalogue,
} from '../../local/src/seed/demo-catalogue';

/** Of the first this many demo products the page benchmarks open one (the generator is stable by index). */
export const PRODUCT_PAGE_CATALOGUE = 12;

/** The demo product the page benchmarks open: of the first few, the one with the most offers. */
export const productPageProduct = () =>
  generateDemoCatalogue({
    seed: DEMO_CATALOGUE_SEED,
    count: PRODUCT_PAGE_CATALOGUE,
    now: DEMO_CATALOGUE_REFERENCE_DATE,
  }).reduce((most, p) => (p.stores.length > most.stores.length ? p : most));

const PASSWORD = 'Passw0rdBench';

/**
 * Signs a new shopper up through /register; the session stays in the page's storage. `origin`
 * for a page whose context has no baseURL.
 */
export const registerShopper = async (page: Page, origin = ''): Promise<void> => {
  await page.goto(`${origin}/register`);
  await page.getByLabel('Full name').fill('Bench Shopper');
  await page.getByLabel('Email').fill(`bench-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
};
