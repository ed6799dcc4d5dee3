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

/** A call to the app's API as the shopper signed in on `page` (their stored ID token). */
const callAsShopper = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
      const token = key ? localStorage.getItem(key) : null;
      if (!token) throw new Error('No shopper is signed in on this page');
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return (await response.json()) as { id: string };
    },
    { method, path, body },
  );

/** Products a wishlist benchmark saves: the first demo products (the generator is stable). */
export const WISHLIST_BENCH_ITEMS = 12;
/** Of those, the ones put in the public collection (a collection card previews 4). */
const COLLECTION_BENCH_ITEMS = 6;

/**
 * Fills the signed-in shopper's wishlist as a real one looks: WISHLIST_BENCH_ITEMS demo products,
 * some of them in a public collection, added through the app's own API. Answers the collection's
 * id (its page is public: readable signed out with the link).
 */
export const prepareWishlist = async (page: Page): Promise<{ collectionId: string }> => {
  const products = generateDemoCatalogue({
    seed: DEMO_CATALOGUE_SEED,
    count: WISHLIST_BENCH_ITEMS,
    now: DEMO_CATALOGUE_REFERENCE_DATE,
  });
  const collection = await callAsShopper(page, 'POST', '/api/wishlist/collections', {
    name: 'Kitchen refresh',
    description: 'What the new kitchen needs',
    isPublic: true,
  });
  for (const [index, product] of products.entries())
    await callAsShopper(page, 'POST', '/api/wishlist/items', {
      productId: product.id,
      tags: ['home'],
      ...(index < COLLECTION_BENCH_ITEMS ? { collectionId: collection.id } : {}),
    });
  return { collectionId: collection.id };
};
