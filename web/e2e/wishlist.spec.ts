/**
 * The wishlist end to end, at 375 and 1280 px: a new shopper adds products from a product page
 * (the scan card then knows it is saved) and from a catalogue card, sorts, searches (Back undoes it) and filters the wishlist, edits an
 * item's notes, tags and target, creates a public and a private collection, puts an item in one,
 * edits and deletes it; someone signed out opens the public one read-only, and the private one is
 * 'Not found'.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { wishlistMessages } from '@shop-scanner/shared/wishlist-rules';
import { popularProducts } from './catalogue';
import { idTokenOf } from './offline-helpers';
import {
  fillLogin,
  layoutShiftTotal,
  newAccount,
  recordLayoutShifts,
  register,
  toast,
} from './helpers';

const screenshotDir = 'test-results/wishlist';

const itemCards = (page: Page) => page.getByTestId('wishlist-item');
const itemCard = (page: Page, name: string) => itemCards(page).filter({ hasText: name });
const shownNames = (page: Page) => itemCards(page).locator('.wishlist-item__name').allInnerTexts();

const saveDialog = async (dialog: Locator, button = 'Save') => {
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
};

for (const width of [375, 1280]) {
  test(`at ${width} px a shopper keeps a wishlist with collections, and shares one by link`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const [fromProductPage] = await popularProducts(request);
    if (!fromProductPage) throw new Error('No popular demo product');

    // Sign up.
    await register(page, newAccount('consumer'));
    await expect(page).toHaveURL('/');

    // Add one product from its page.
    await page.goto(`/products/${encodeURIComponent(fromProductPage.id)}`);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(toast(page, wishlistMessages.added)).toBeVisible();
    await expect(page.getByRole('link', { name: 'In your wishlist' })).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/product-page-${width}.png` });

    // The scan card knows it is saved already.
    await page.goto('/scan');
    await page.getByLabel('Barcode number').fill(fromProductPage.barcode);
    await page.getByRole('button', { name: 'Look up barcode' }).click();
    const scanned = page.getByTestId('known-product');
    await expect(scanned.getByRole('link', { name: 'In your wishlist' })).toBeVisible();
    await scanned.screenshot({ path: `${screenshotDir}/scan-card-${width}.png` });

    // And another from a catalogue card (browsing a category spends no search).
    await page.goto(`/products?category=${encodeURIComponent(fromProductPage.category)}`);
    const card = page
      .getByTestId('product-card')
      .filter({ hasNot: page.getByText(fromProductPage.name, { exact: true }) })
      .first();
    const fromCard = (await card.locator('.product-card__name').innerText()).trim();
    await card.getByRole('button', { name: /Add to wishlist/ }).click();
    await expect(card.getByRole('link', { name: /In your wishlist/ })).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/products-${width}.png` });

    // The wishlist holds both; sort by name both ways.
    await page.goto('/wishlist');
    await expect(itemCards(page)).toHaveCount(2);
    await expect(page.getByTestId('wishlist-summary')).toContainText('2 items · 0 collections');
    const byName = [fromProductPage.name, fromCard].sort((a, b) => a.localeCompare(b));
    await page.getByLabel('Sort by').selectOption('name:asc');
    await expect.poll(() => shownNames(page)).toEqual(byName);
    await page.getByLabel('Sort by').selectOption('name:desc');
    await expect.poll(() => shownNames(page)).toEqual([...byName].reverse());
    await expect(page).toHaveURL(/sort=name%3Adesc|sort=name:desc/);

    // Search finds by name; Back returns to the whole list.
    await page.getByLabel('Search your wishlist').fill(fromCard.slice(0, 12).toLowerCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(itemCards(page)).toHaveCount(1);
    await expect(itemCard(page, fromCard)).toBeVisible();
    await page.goBack();
    await expect(itemCards(page)).toHaveCount(2);

    // Edit the first item: notes, tags (Enter and +) and a target.
    await itemCard(page, fromProductPage.name)
      .getByRole('button', { name: /^Edit / })
      .click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('Notes').fill('Wait for a sale');
    await edit.getByLabel('Tags', { exact: true }).fill('gift');
    await edit.getByLabel('Tags', { exact: true }).press('Enter');
    await edit.getByLabel('Tags', { exact: true }).fill('desk');
    await edit.getByRole('button', { name: 'Add tag' }).click();
    await edit.getByLabel('Target price ($)').fill('0');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText(wishlistMessages.priceInvalid)).toBeVisible();
    await edit.getByLabel('Target price ($)').fill('5.25');
    await page.screenshot({ path: `${screenshotDir}/edit-item-${width}.png` });
    await saveDialog(edit);
    await expect(toast(page, wishlistMessages.updated)).toBeVisible();
    const edited = itemCard(page, fromProductPage.name);
    await expect(edited.getByTestId('wishlist-notes')).toHaveText('Wait for a sale');
    await expect(edited.getByRole('list', { name: 'Tags' })).toHaveText('giftdesk');
    await expect(edited.getByTestId('wishlist-target')).toContainText('$5.25');

    // Filter: only the item with notes.
    await page.getByRole('button', { name: 'Filters' }).click();
    // A click, then the state: the box follows the URL, which the router updates in a transition.
    await page.getByLabel('Has notes').click();
    await expect(page.getByLabel('Has notes')).toBeChecked();
    await expect(itemCards(page)).toHaveCount(1);
    await expect(edited).toBeVisible();
    await expect(page).toHaveURL(/hasNotes=true/);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(itemCards(page)).toHaveCount(2);

    // Create a public collection and a private one.
    for (const [name, isPublic] of [
      ['Kitchen picks', true],
      ['Secret list', false],
    ] as const) {
      await page.getByRole('button', { name: 'New Collection' }).first().click();
      const create = page.getByRole('dialog');
      await create.getByLabel(/^Name/).fill(name);
      if (isPublic) await create.getByLabel(/^Public/).check();
      await saveDialog(create, 'Create collection');
      await expect(toast(page, wishlistMessages.collectionCreated).first()).toBeVisible();
    }

    // Put the card's product in the public collection.
    await itemCard(page, fromCard)
      .getByRole('button', { name: /^Edit / })
      .click();
    const move = page.getByRole('dialog');
    await move.getByLabel('Collection').selectOption({ label: 'Kitchen picks' });
    await saveDialog(move);
    await page.getByLabel('Collection').selectOption({ label: 'Kitchen picks' });
    await expect(itemCards(page)).toHaveCount(1);
    await expect(itemCard(page, fromCard)).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/wishlist-${width}.png`, fullPage: true });

    // The collections, and the public one's page; edit its name there.
    await page.getByRole('button', { name: 'Collections', exact: true }).click();
    const cards = page.getByTestId('collection-card');
    await expect(cards).toHaveCount(2);
    const secretUrl = await cards
      .filter({ hasText: 'Secret list' })
      .getByRole('link')
      .getAttribute('href');
    await page.screenshot({ path: `${screenshotDir}/collections-${width}.png`, fullPage: true });
    await cards.filter({ hasText: 'Kitchen picks' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kitchen picks' })).toBeVisible();
    const publicUrl = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Edit collection' }).click();
    const rename = page.getByRole('dialog');
    await rename.getByLabel(/^Name/).fill('Kitchen favourites');
    await saveDialog(rename);
    await expect(page.getByRole('heading', { level: 1, name: 'Kitchen favourites' })).toBeVisible();
    await expect(itemCard(page, fromCard)).toBeVisible();

    // Someone signed out: the public collection opens read-only, the private one is not found.
    const visitor = await browser.newContext({ viewport: { width, height: 900 } });
    const stranger = await visitor.newPage();
    await stranger.goto(publicUrl);
    await expect(
      stranger.getByRole('heading', { level: 1, name: 'Kitchen favourites' }),
    ).toBeVisible();
    await expect(itemCard(stranger, fromCard)).toBeVisible();
    await expect(stranger.getByRole('button', { name: 'Edit collection' })).toHaveCount(0);
    await expect(itemCard(stranger, fromCard).getByRole('button')).toHaveCount(0);
    await stranger.screenshot({
      path: `${screenshotDir}/public-collection-${width}.png`,
      fullPage: true,
    });
    await stranger.goto(secretUrl ?? '/wishlist/collections/none');
    await expect(stranger.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await visitor.close();

    // Delete the public collection: its item stays in the wishlist.
    await page.getByRole('button', { name: 'Delete collection' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete collection' }).click();
    await expect(toast(page, wishlistMessages.collectionDeleted)).toBeVisible();
    await expect(page).toHaveURL('/wishlist?show=collections');
    await expect(page.getByTestId('collection-card')).toHaveCount(1);
    await page.getByRole('button', { name: 'Collections', exact: true }).click();
    await expect(itemCards(page)).toHaveCount(2);
  });
}

test('a guest at /wishlist is asked to sign in there, and comes back to the wishlist', async ({
  page,
  browser,
}) => {
  // Prepare: an account made elsewhere; this browser is a guest.
  const account = newAccount('consumer');
  const elsewhere = await browser.newPage();
  await register(elsewhere, account);
  await expect(elsewhere).toHaveURL('/');
  await elsewhere.close();
  await page.goto('/wishlist');
  await expect(page).toHaveURL('/wishlist');
  const prompt = page.getByTestId('wishlist-guest');
  await expect(prompt).toContainText('Sign in to save products');

  // Act
  await prompt.getByRole('link', { name: 'Sign in' }).click();
  await fillLogin(page, account.email, account.password);

  // Assess
  await expect(page).toHaveURL('/wishlist');
  await expect(page.getByTestId('wishlist-guest')).toHaveCount(0);
  await expect(page.getByTestId('wishlist-summary')).toContainText('0 items');
});

test('a public collection of several products opens on a phone with nothing on its first screen moving', async ({
  page,
  browser,
  request,
}) => {
  // Prepare: a shopper's public collection of 4 products, made through the API.
  await register(page, newAccount('consumer'));
  await expect(page).toHaveURL('/');
  const headers = { Authorization: `Bearer ${await idTokenOf(page)}` };
  const created = await request.post('/api/wishlist/collections', {
    headers,
    data: { name: 'Shared picks', isPublic: true },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const product of (await popularProducts(request)).slice(0, 4)) {
    const added = await request.post('/api/wishlist/items', {
      headers,
      data: { productId: product.id, collectionId: id },
    });
    expect(added.status()).toBe(201);
  }
  const phone = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const visitor = await phone.newPage();
  await recordLayoutShifts(visitor);

  // Act
  await visitor.goto(`/wishlist/collections/${id}`);

  // Assess: the cards under the first one stay where they were drawn (a card laid out late, at
  // a size held for it, would push them).
  await expect(visitor.getByTestId('wishlist-item')).toHaveCount(4);
  expect(await layoutShiftTotal(visitor)).toBeLessThan(0.01);
  await phone.close();
});
