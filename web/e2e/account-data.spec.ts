/**
 * The shopper's own data from the profile page, in the browser: "Download my data" saves a JSON
 * file holding their profile and their wishlist; "Delete account" asks first (a dialog that says
 * what goes and takes DELETE typed out), then signs them out on a plain confirmation, and their
 * e-mail and password no longer sign in. At 375 and 1280 px.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { wishlistMessages } from '@shop-scanner/shared/wishlist-rules';
import { popularProducts } from './catalogue';
import { fillLogin, newAccount, register, toast } from './helpers';

const screenshotDir = 'test-results/account-data';

for (const width of [375, 1280]) {
  test(`at ${width} px a shopper downloads their data, then deletes their account for good`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const [product] = await popularProducts(request);
    if (!product) throw new Error('No popular demo product');
    const account = newAccount('consumer');
    await register(page, account);
    await expect(page).toHaveURL('/');
    await page.goto(`/products/${encodeURIComponent(product.id)}`);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(toast(page, wishlistMessages.added)).toBeVisible();

    // Download: one JSON file, with the profile and the wishlist item in it.
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Your data' });
    await expect(card).toBeVisible();
    // The card's last button in view, as the shopper scrolls to it (above the phone's tab bar).
    await card.getByRole('button', { name: 'Delete account' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}/profile-${width}.png` });
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^shop-scanner-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
      version: number;
      sections: {
        profile: { email: string; name: string };
        wishlist: { items: { productId: string }[] };
      };
    };
    expect(file.version).toBe(1);
    expect(file.sections.profile).toMatchObject({ email: account.email, name: account.name });
    expect(file.sections.wishlist.items.map((item) => item.productId)).toEqual([product.id]);

    // Delete: the dialog says what goes, and wants the word typed out.
    await card.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('This cannot be undone');
    await page.screenshot({ path: `${screenshotDir}/delete-dialog-${width}.png` });
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(
      dialog.getByText('Please type DELETE in capital letters to confirm'),
    ).toBeVisible();
    await expect(page).toHaveURL('/profile');
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    // Signed out, on a plain confirmation.
    await expect(page).toHaveURL('/account-deleted');
    await expect(
      page.getByRole('heading', { name: 'Your account has been deleted' }),
    ).toBeVisible();
    // Signed out: the header's account menu is gone.
    await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
    await page.screenshot({ path: `${screenshotDir}/account-deleted-${width}.png` });

    // The e-mail and password sign in no more.
    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await expect(page.locator('.toast--error')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });
}
