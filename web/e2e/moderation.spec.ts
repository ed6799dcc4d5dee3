/**
 * Moderation of community edits, as people meet it: a shopper adds a product, a vandal renames
 * it, a support staff member undoes the rename in one click from the product page and suspends
 * the vandal's editing, and the vandal's next edit is refused with the suspension's words. The
 * product says "Edited by the community", with its history one click away. At 375 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { popularProducts, unknownEan13 } from './catalogue';
import { fillLogin, newAccount, register, signOut, toast } from './helpers';
import { makeSupportStaff } from './jobs';

const shotsDir = path.resolve('test-results/moderation');
mkdirSync(shotsDir, { recursive: true });

const lookUpByHand = async (page: Page, code: string) => {
  await page.goto('/scan');
  await page.getByLabel('Barcode number').fill(code);
  await page.getByRole('button', { name: 'Look up barcode' }).click();
};

const personIn = async (
  browser: Browser,
  viewport: { width: number; height: number },
  baseURL: string,
) => {
  const context = await browser.newContext({ viewport, baseURL });
  const page = await context.newPage();
  const account = newAccount('consumer');
  await register(page, account);
  await expect(page).toHaveURL('/');
  return { context, page, account };
};

const renameOnScanCard = async (page: Page, name: string) => {
  await page.getByTestId('known-product').getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Product Name').fill(name);
  await page.getByRole('button', { name: 'Update Product' }).click();
};

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px staff undo a vandal's rename in one click, suspend the vandal, and the product shows it was edited by the community`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const code = unknownEan13();
    const name = `E2E Oat Milk ${code.slice(-6)}`;
    const junk = `BUY CHEAP PILLS ${code.slice(-4)}`;
    // The reason names this run's product: the staff's list holds every test's suspensions.
    const suspensionReason = `Renames products to spam (${code.slice(-4)})`;
    const shot = (page: Page, what: string) =>
      page.screenshot({
        path: path.join(shotsDir, `${viewport.width}-${what}.png`),
        fullPage: false,
      });

    // Prepare: a shopper adds the product from the scan page
    const creator = await personIn(browser, viewport, baseURL!);
    await lookUpByHand(creator.page, code);
    await creator.page
      .getByTestId('product-not-found')
      .getByRole('button', { name: /Add Product Information|Add This Product/ })
      .click();
    await creator.page.getByLabel('Product Name').fill(name);
    await creator.page.getByRole('button', { name: 'Add Product' }).click();
    await expect(toast(creator.page, 'New product added to database')).toBeVisible();
    await creator.page.getByRole('link', { name: 'View full details' }).click();
    await expect(creator.page.getByRole('heading', { level: 1, name })).toBeVisible();
    const productPath = new URL(creator.page.url()).pathname;
    // Its adder's own product: nobody else has touched it.
    await expect(creator.page.getByTestId('edited-by-community')).toHaveCount(0);

    // Act 1: a vandal renames it
    const vandal = await personIn(browser, viewport, baseURL!);
    await lookUpByHand(vandal.page, code);
    await renameOnScanCard(vandal.page, junk);
    await expect(toast(vandal.page, 'Product updated successfully')).toBeVisible();

    // Act 2: a support staff member opens the product page
    const staff = await personIn(browser, viewport, baseURL!);
    await makeSupportStaff(staff.account.email);
    await signOut(staff.page);
    await staff.page.goto('/login');
    await fillLogin(staff.page, staff.account.email, staff.account.password);
    await expect(staff.page).toHaveURL('/');
    await staff.page.goto(productPath);
    await expect(staff.page.getByRole('heading', { level: 1, name: junk })).toBeVisible();

    // Assess: the product says it was edited by someone else; its history is one click away
    const community = staff.page.getByTestId('edited-by-community');
    await expect(community).toContainText('Edited by the community');
    await shot(staff.page, '1-vandalised');
    await community.getByRole('link', { name: 'See the edit history' }).click();
    const editsHistory = staff.page.getByRole('region', { name: 'Recent edits' });
    await expect(editsHistory).toBeFocused();
    await expect(editsHistory).toBeInViewport();
    const vandalism = staff.page.getByTestId('product-edit').first();
    await expect(vandalism).toContainText(`Name: ${name} → ${junk}`);

    // Act 3: Revert, with the reason, confirmed in one click
    await vandalism.getByRole('button', { name: 'Revert' }).click();
    const revertDialog = staff.page.getByRole('dialog', { name: 'Revert this edit' });
    await revertDialog.getByLabel('Reason').fill('Renamed to spam');
    await shot(staff.page, '2-revert-dialog');
    await revertDialog.getByRole('button', { name: 'Revert edit' }).click();

    // Assess: the name is back, and the history says staff reverted it and why
    await expect(toast(staff.page, 'Edit reverted')).toBeVisible();
    await expect(revertDialog).toBeHidden();
    await expect(staff.page.getByRole('heading', { level: 1, name })).toBeVisible();
    const revertEntry = staff.page.getByTestId('product-edit').first();
    await expect(revertEntry).toContainText('Reverted by staff');
    await expect(revertEntry).toContainText('Reason: Renamed to spam');
    await expect(revertEntry).toContainText(`Name: ${junk} → ${name}`);

    // Act 4: suspend the vandal's editing from their edit
    const vandalsEdit = staff.page.getByTestId('product-edit').nth(1);
    await vandalsEdit.getByRole('button', { name: 'Suspend editing' }).click();
    const suspendDialog = staff.page.getByRole('dialog', {
      name: "Suspend this contributor's editing",
    });
    await suspendDialog.getByLabel('Reason').fill(suspensionReason);
    await suspendDialog.getByRole('button', { name: 'Suspend editing' }).click();
    await expect(toast(staff.page, 'Editing suspended for this contributor')).toBeVisible();
    await expect(suspendDialog).toBeHidden();
    await staff.page.getByRole('heading', { name: 'Recent edits' }).scrollIntoViewIfNeeded();
    await shot(staff.page, '3-history-after-revert');

    // Assess: the vandal's next edit is refused with the suspension's words, on the form
    await vandal.page.reload();
    await lookUpByHand(vandal.page, code);
    await renameOnScanCard(vandal.page, `${junk} again`);
    const refusal = vandal.page
      .getByRole('alert')
      .filter({ hasText: 'Your editing has been suspended' });
    await expect(refusal).toContainText(suspensionReason);
    await shot(vandal.page, '4-vandal-refused');

    // Assess: the staff's moderation page, from the inbox, lists the suspension
    await staff.page.goto('/support/staff');
    await staff.page.getByRole('link', { name: 'Moderation' }).click();
    await expect(staff.page).toHaveURL('/support/staff/moderation');
    await expect(
      staff.page.getByTestId('suspension').filter({ hasText: suspensionReason }),
    ).toBeVisible();
    await shot(staff.page, '5-moderation-page');

    // And a guest sees the note, the name restored, and no staff controls
    const guestContext = await browser.newContext({ viewport, baseURL: baseURL! });
    const guest = await guestContext.newPage();
    await guest.goto(productPath);
    await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(guest.getByTestId('edited-by-community')).toBeVisible();
    await expect(guest.getByTestId('product-edit').first()).toContainText('Reverted by staff');
    await expect(guest.getByRole('button', { name: 'Revert' })).toHaveCount(0);

    await Promise.all(
      [creator, vandal, staff].map((p) => p.context.close()).concat(guestContext.close()),
    );
  });
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px a verified product's brand change waits for staff, who reject it from the moderation page`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const shot = (page: Page, what: string) =>
      page.screenshot({ path: path.join(shotsDir, `${viewport.width}-${what}.png`) });
    // Prepare: a verified demo product (its stores vouch for it)
    const product = (await popularProducts(request)).find((p) => p.verified && p.brand);
    if (!product) throw new Error('No verified demo product with a brand');
    const fakeBrand = `Knock-Off ${Date.now().toString(36)}`;

    // Act: a shopper changes its brand from the scan page
    const shopper = await personIn(browser, viewport, baseURL!);
    await lookUpByHand(shopper.page, product.barcode);
    await shopper.page.getByTestId('known-product').getByRole('button', { name: 'Edit' }).click();
    await shopper.page.getByLabel('Brand').fill(fakeBrand);
    await shopper.page.getByRole('button', { name: 'Update Product' }).click();

    // Assess: told it waits, and the product did not change
    await expect(shopper.page.getByTestId('edit-outcome')).toContainText(
      'Your change waits for review by our staff',
    );
    await shot(shopper.page, '6-brand-change-held');
    const unchanged = await request.get(`/api/products/${product.id}`);
    expect((await unchanged.json()).brand).toBe(product.brand);

    // Act: staff find it on the moderation page and reject it with a reason
    const staff = await personIn(browser, viewport, baseURL!);
    await makeSupportStaff(staff.account.email);
    await signOut(staff.page);
    await staff.page.goto('/login');
    await fillLogin(staff.page, staff.account.email, staff.account.password);
    await expect(staff.page).toHaveURL('/');
    await staff.page.goto('/support/staff/moderation');
    const pending = staff.page.getByTestId('pending-edit').filter({ hasText: fakeBrand });
    await expect(pending).toContainText(`Brand: ${product.brand} → ${fakeBrand}`);
    await pending.scrollIntoViewIfNeeded();
    await shot(staff.page, '7-pending-edit');
    await pending.getByRole('button', { name: 'Reject' }).click();
    const dialog = staff.page.getByRole('dialog', { name: 'Reject this edit' });
    await dialog.getByLabel('Reason').fill('Not the maker of this product');
    await dialog.getByRole('button', { name: 'Reject edit' }).click();

    // Assess: gone from the list, and the product keeps its brand
    await expect(toast(staff.page, 'Edit rejected')).toBeVisible();
    await expect(pending).toHaveCount(0);
    await staff.page.goto(`/products/${product.id}`);
    await expect(staff.page.getByText(`by ${product.brand}`)).toBeVisible();

    await Promise.all([shopper.context.close(), staff.context.close()]);
  });
}
