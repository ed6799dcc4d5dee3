/**
 * Plans and billing end to end: the checkout inside /pricing against the local
 * Stripe stand-in (its card form in a frame, Stripe's test cards), the activation the webhook
 * brings, cancel from /subscription, and an invoice's PDF.
 */
import { expect, test, type Page } from '@playwright/test';
import { billingMessages } from '@shop-scanner/shared/messages';
import { DAY_MS } from '@shop-scanner/shared/time';
import { UPGRADE_PATH } from '../src/lib/usage-wording';
import { demoCatalogueLoaded } from './catalogue';
import { fillLogin, newAccount, register, signOut } from './helpers';
import { moveStripeClock } from './jobs';

const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

// On a fresh stack the catalogue's first load keeps the server busy: a sign-up then takes longer
// than a shopper would wait, so the tests start once it is in (a quick check afterwards).
test.beforeEach(async ({ request }) => {
  await demoCatalogueLoaded(request);
});

/** A new consumer, signed in, on the free plan. */
const freeShopper = async (page: Page) => {
  const account = newAccount('consumer');
  await register(page, account);
  await expect(page).toHaveURL('/');
  return account;
};

/** Opens the checkout for a plan from /pricing and types a card into the stand-in's frame. */
const checkoutWith = async (page: Page, plan: 'premium' | 'annual', card: string) => {
  await page.goto('/pricing');
  if (plan === 'annual') {
    await page.getByRole('button', { name: /Annual/ }).click();
    await page.getByRole('button', { name: 'Start Free Trial & Save 15%' }).click();
  } else {
    await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
  }
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('checkout-charge')).toContainText('$0 today');
  await expect(dialog.getByLabel('Email for receipts')).toHaveValue(/@example\.com$/);
  const submit = dialog.getByRole('button', { name: 'Start free trial' });
  await expect(submit).toBeDisabled();
  const frame = page.frameLocator('[data-testid="card-form-frame"]');
  await frame.getByLabel('Card number').fill(card);
  await frame.getByLabel('Expiration date').fill('12 / 34');
  await frame.getByLabel('Security code').fill('123');
  await expect(submit).toBeEnabled();
  await submit.click();
  return dialog;
};

test.describe('billing', () => {
  test('a free shopper upgrades to annual in the pricing page and has unlimited scans', async ({
    page,
  }) => {
    await freeShopper(page);

    await checkoutWith(page, 'annual', GOOD_CARD);

    await expect(page).toHaveURL('/pricing?success=true');
    await expect(page.getByText(billingMessages.activated('Annual'))).toBeVisible({
      timeout: 30_000,
    });
    await page.goto('/scan');
    await expect(page.getByText('Unlimited scans').first()).toBeVisible();
  });

  test("a declined card shows the card's message and keeps the shopper free", async ({ page }) => {
    await freeShopper(page);

    const dialog = await checkoutWith(page, 'premium', DECLINED_CARD);

    await expect(dialog.getByTestId('checkout-error')).toContainText('Your card was declined.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/subscription');
    await expect(page.getByRole('heading', { name: 'Free plan' })).toBeVisible();
  });

  test('cancel from /subscription marks the plan as expiring', async ({ page }) => {
    await freeShopper(page);
    await checkoutWith(page, 'premium', GOOD_CARD);
    await expect(page.getByText(billingMessages.activated('Premium'))).toBeVisible({
      timeout: 30_000,
    });

    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();

    await expect(page.getByTestId('subscription-status')).toHaveText('Expiring');
    await expect(page.getByTestId('expiring-note')).toBeVisible();
    // The Overview's own button (the cancel notification's toast offers one too).
    await expect(
      page.getByRole('tabpanel').getByRole('button', { name: 'Reactivate' }),
    ).toBeVisible();
  });

  test('an invoice downloads as a PDF', async ({ page }) => {
    await freeShopper(page);
    await checkoutWith(page, 'premium', GOOD_CARD);
    await expect(page.getByText(billingMessages.activated('Premium'))).toBeVisible({
      timeout: 30_000,
    });

    await page.goto('/subscription?tab=billing-history');
    const row = page.getByTestId('invoice-row').first();
    await expect(row).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /Download/ }).click(),
    ]);

    expect(download.suggestedFilename()).toMatch(/^invoice-in_[A-Za-z0-9]+\.pdf$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

/**
 * Trust at every step: a checkout left costs nothing, a failure resolved by the payment after it
 * stops alarming, the plan reads the same everywhere, and the checkout's actions stay in reach.
 */
test.describe('billing the shopper can trust', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px, a checkout left with Cancel bills nothing after the trial, and the trial is still offered`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await freeShopper(page);
      await page.goto('/pricing');
      await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('checkout-charge')).toContainText('$0 today');
      const abandoned = page.waitForResponse('**/api/subscriptions/checkout/abandon');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect((await abandoned).status()).toBe(200);

      await moveStripeClock('8d');

      await page.goto('/subscription?tab=billing-history');
      await expect(page.getByText('No invoices yet')).toBeVisible();
      await expect(page.getByTestId('payment-alert')).toHaveCount(0);
      await page.goto('/subscription');
      await expect(page.getByRole('heading', { name: 'Free plan' })).toBeVisible();
      await page.goto('/pricing');
      await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).click();
      await expect(page.getByRole('dialog').getByTestId('checkout-charge')).toContainText(
        '$0 today',
      );
    });
  }

  for (const width of [375, 1280]) {
    test(`at ${width} px, Billing History says what each bill covers: the trial, then the month after it`, async ({
      page,
    }, testInfo) => {
      // A sign-up, a checkout and a clock job (its own npm process) in one test.
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      await freeShopper(page);
      await checkoutWith(page, 'premium', GOOD_CARD);
      await expect(page.getByText(billingMessages.activated('Premium'))).toBeVisible({
        timeout: 30_000,
      });

      await moveStripeClock('8d');
      await page.goto('/subscription?tab=billing-history');

      const rows = page.getByTestId('invoice-row');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText('Trial period for');
      const covers = async (row: number) => {
        const shown = (await rows.nth(row).locator('.invoices__period').textContent()) ?? '';
        // Each day is kept on one line with non-breaking spaces.
        const text = shown.replaceAll('\u00a0', ' ');
        const match = /^Covers (.+) – (.+)$/.exec(text);
        if (!match) throw new Error(`no service period in "${text}"`);
        return { start: Date.parse(match[1] as string), end: Date.parse(match[2] as string) };
      };
      const trial = await covers(1);
      const firstMonth = await covers(0);
      expect(trial.end - trial.start).toBe(7 * DAY_MS);
      // The month billed at the trial's end starts when the trial ends: not Stripe's invoice
      // window, which for this bill is the trial itself.
      expect(firstMonth.start).toBe(trial.end);
      expect((firstMonth.end - firstMonth.start) / DAY_MS).toBeGreaterThanOrEqual(28);
      expect((firstMonth.end - firstMonth.start) / DAY_MS).toBeLessThanOrEqual(31);
      await expect(rows.nth(0)).toContainText('Paid');
      await page.screenshot({ path: testInfo.outputPath(`billing-history-${width}.png`) });
    });
  }

  test('a declined card says so once; paid after it, no failure alert remains on any tab and the profile shows the plan', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const account = await freeShopper(page);
    const dialog = await checkoutWith(page, 'premium', DECLINED_CARD);
    await expect(dialog.getByTestId('checkout-error')).toContainText('Your card was declined.');
    const frame = page.frameLocator('[data-testid="card-form-frame"]');
    await expect(frame.getByText('Your card was declined.')).toBeHidden();
    // The actions stay in view at a phone's height after the message.
    await expect(dialog.getByRole('button', { name: 'Start free trial' })).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport();

    await frame.getByLabel('Card number').fill(GOOD_CARD);
    await dialog.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page.getByText(billingMessages.activated('Premium'))).toBeVisible({
      timeout: 30_000,
    });

    for (const tab of ['', '?tab=payment-methods', '?tab=billing-history', '?tab=monitoring']) {
      await page.goto(`/subscription${tab}`);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.getByText('Payment failed')).toHaveCount(0);
    }
    await expect(page.getByText('No payment alerts.')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByTestId('profile-plan')).toHaveText('Premium');
    // The header's account menu sits in the mobile menu at this width: sign in again on desktop.
    await page.setViewportSize({ width: 1280, height: 800 });
    await signOut(page);
    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-plan')).toHaveText('Premium');
  });

  test('a limit leads to /pricing with Premium preselected and Annual one tap away', async ({
    page,
  }) => {
    await freeShopper(page);

    await page.goto(UPGRADE_PATH);

    await expect(page.getByTestId('plan-preselected')).toContainText('Premium is selected');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: /Annual/ }).click();
    await page.getByRole('button', { name: 'Start Free Trial & Save 15%' }).click();
    await expect(page.getByRole('dialog', { name: 'Checkout: Annual plan' })).toBeVisible();
  });
});
