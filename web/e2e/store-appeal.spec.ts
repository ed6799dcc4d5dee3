/**
 * A store owner's appeal end to end, at 375 and 1280 px, against the real server, its loopback
 * fixture stores and its mail catcher: the owner analyses a fixture store and asks for a review
 * from the result; a support staff member finds the appeal in the inbox, reads the store, verdict
 * and evidence on its ticket page and decides "corrected" with a note; the store's next analysis
 * is read afresh and shows the outcome with the note, and the owner has it by e-mail. Each width
 * appeals a store of its own, so the two runs never see each other's outcome.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { runtimeConfigSchema } from '@shop-scanner/shared/runtime-config';
import { appealMessages } from '@shop-scanner/shared/support-rules';
import { fillLogin, newAccount, recordConsole, register, signOut, type Logged } from './helpers';
import { makeSupportStaff } from './jobs';

const screenshotDir = 'test-results/store-appeal';

/** The fixture store /config.json offers under this label. */
const demoStoreUrl = async (request: APIRequestContext, label: RegExp): Promise<string> => {
  const response = await request.get('/config.json');
  const stores = runtimeConfigSchema.parse(await response.json()).demoStores ?? [];
  const store = stores.find((s) => label.test(s.label));
  if (!store) throw new Error(`config.json lists no demo store labelled ${String(label)}`);
  return store.url;
};

const mailSubjectsTo = async (request: APIRequestContext, address: string) => {
  const answer = await request.get('/_local/mail.json');
  const { messages } = (await answer.json()) as { messages: { to: string[]; subject: string }[] };
  return messages
    .filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()))
    .map((m) => m.subject);
};

const analyze = async (page: Page, url: string) => {
  await page.goto('/analyze');
  await page.getByLabel('Store URL').fill(url);
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/store-analysis'),
    { timeout: 45_000 },
  );
  await page.getByRole('button', { name: 'Analyze Store' }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByTestId('store-verdict')).toBeVisible();
};

const storesByWidth: Readonly<Record<number, RegExp>> = {
  375: /WooCommerce/,
  1280: /print-on-demand/i,
};

for (const width of [375, 1280]) {
  test(`at ${width} px a store owner asks for a review, staff correct the verdict, and the next analysis shows it`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const viewport = { width, height: 900 };
    await page.setViewportSize(viewport);
    const logs: Logged[][] = [recordConsole(page)];
    const storeUrl = await demoStoreUrl(request, storesByWidth[width]!);

    // The owner analyses their store and asks for a review from the result.
    const owner = newAccount('consumer');
    await register(page, owner);
    // The first sign-up of a fresh stack on a loaded machine can take longer than the default wait.
    await expect(page).toHaveURL('/', { timeout: 30_000 });
    await analyze(page, storeUrl);
    await expect(page.getByTestId('appeal-outcome')).toHaveCount(0);
    await page.getByRole('button', { name: appealMessages.askForReview }).click();
    const form = page.getByRole('form', { name: "Ask for a review of this store's verdict" });
    await expect(form.getByLabel('Name')).toHaveValue(owner.name);
    await expect(form.getByLabel('Email')).toHaveValue(owner.email);
    await form
      .getByLabel('What is wrong, and why')
      .fill('We make and ship every item ourselves; the verdict reads a supplier we never used.');
    await form.screenshot({ path: `${screenshotDir}/form-${width}.png` });
    await form.getByRole('button', { name: 'Send for review' }).click();
    const done = page.getByTestId('store-appeal-done');
    await expect(done).toContainText('Review requested');
    const id = (await done.getByTestId('appeal-ticket-id').innerText()).trim();
    expect(id).toMatch(/^SS-[A-Z0-9]{8}$/);
    await expect(done.getByRole('link', { name: 'View your ticket' })).toHaveAttribute(
      'href',
      `/support/ticket/${id}`,
    );
    await done.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}/confirmation-${width}.png` });

    // A support staff member, in their own browser, finds it in the inbox and decides it.
    const staffContext = await browser.newContext({ viewport, baseURL });
    const staffPage = await staffContext.newPage();
    logs.push(recordConsole(staffPage));
    const staff = { ...newAccount('consumer'), name: 'Sam Support' };
    await register(staffPage, staff);
    await expect(staffPage).toHaveURL('/');
    await makeSupportStaff(staff.email);
    await signOut(staffPage);
    await staffPage.goto('/login');
    await fillLogin(staffPage, staff.email, staff.password);
    await expect(staffPage).toHaveURL('/');
    await staffPage.goto('/support/staff');
    const card = staffPage.getByTestId('ticket-card').filter({ hasText: id });
    await expect(card).toContainText('Store review request');
    await expect(card).toContainText(new URL(storeUrl).host);
    await card.getByRole('link', { name: `View ticket ${id}`, exact: true }).click();
    const appeal = staffPage.getByTestId('ticket-appeal');
    await expect(appeal).toContainText(new URL(storeUrl).host);
    await expect(staffPage.getByTestId('ticket-appeal-verdict')).toHaveText(/\d+\/100|Unknown/);
    // Closed for staff about to decide (a long list would push the form far down); one tap opens it.
    await appeal.getByText(/^\d+ rules? fired$/).click();
    await expect(appeal.getByTestId('ticket-appeal-store')).toBeVisible();
    expect(await appeal.getByRole('listitem').count()).toBeGreaterThan(0);
    await staffPage.screenshot({
      path: `${screenshotDir}/staff-ticket-${width}.png`,
      fullPage: true,
    });
    await appeal.screenshot({ path: `${screenshotDir}/staff-appeal-${width}.png` });
    const note = `Checked again on the store's own pages (${width}): it ships its own stock.`;
    const decision = staffPage.getByRole('form', { name: 'Decide the appeal' });
    await decision.getByLabel('Outcome').selectOption('corrected');
    await decision.getByLabel(/Note for shoppers/).fill(note);
    await decision.getByRole('button', { name: 'Decide the appeal' }).click();
    await expect(staffPage.getByTestId('ticket-appeal-decision')).toContainText(
      'Outcome: Corrected',
    );
    await expect(staffPage.getByTestId('ticket-status')).toHaveText('Resolved');
    await appeal.screenshot({ path: `${screenshotDir}/staff-decided-${width}.png` });

    // The next analysis reads the store again and shows the outcome with staff's note.
    await analyze(page, storeUrl);
    await expect(page.getByTestId('verdict-cached')).toHaveCount(0);
    const outcome = page.getByTestId('appeal-outcome');
    await expect(outcome).toContainText(
      /The store's owner asked for a review on \w{3} \d+, \d{4}: corrected/,
    );
    await expect(outcome).toContainText(note);
    await outcome.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}/next-analysis-${width}.png` });
    await expect
      .poll(() => mailSubjectsTo(request, owner.email))
      .toContainEqual(`[${id}] Corrected: Review of the verdict on ${new URL(storeUrl).host}`);

    await staffContext.close();
    expect(logs.flat()).toEqual([]);
  });
}
