/**
 * Support tickets end to end, at 375 and 1280 px, against the real server and its mail catcher:
 * a guest writes from Contact Us and gets a ticket id and an acknowledgement e-mail; a shopper
 * writes with their name and e-mail prefilled, finds the ticket under My Tickets (filters sent to
 * the server) and opens it in a new tab; a support staff member finds it in the staff inbox,
 * answers and resolves it; the shopper sees the answer and the status, and the answer by e-mail.
 * The console stays silent throughout.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { supportMessages } from '@shop-scanner/shared/support-rules';
import {
  fillLogin,
  newAccount,
  recordConsole,
  register,
  signOut,
  toast,
  uniqueEmail,
  type Logged,
} from './helpers';
import { makeSupportStaff } from './jobs';

const screenshotDir = 'test-results/support-tickets';

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** What the local mail catcher holds for one address (the stack's `/_local/mail.json`). */
const mailTo = async (request: APIRequestContext, address: string): Promise<CaughtMail[]> => {
  const answer = await request.get('/_local/mail.json');
  const { messages } = (await answer.json()) as { messages: CaughtMail[] };
  return messages.filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()));
};

const sendContactForm = async (
  page: Page,
  fields: { name?: string; email?: string; subject: string; message: string; category?: string },
) => {
  if (fields.name !== undefined) await page.getByLabel('Name').fill(fields.name);
  if (fields.email !== undefined) await page.getByLabel('Email').fill(fields.email);
  if (fields.category) await page.getByLabel('Category').selectOption(fields.category);
  await page.getByLabel('Subject').fill(fields.subject);
  await page.getByLabel('Message').fill(fields.message);
  // The first request of a fresh stack on a loaded machine took 12 s (the support function's first
  // import, and the acknowledgement sent before it answers): wait for the answer, then its toast.
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/support/contact'),
    { timeout: 45_000 },
  );
  await page.getByRole('button', { name: 'Submit Request' }).click();
  expect((await answered).status()).toBe(201);
  await expect(toast(page, supportMessages.submitted)).toBeVisible();
  const confirmation = page.getByTestId('contact-confirmation');
  await expect(confirmation).toContainText('within 24 hours');
  const id = (await confirmation.getByTestId('ticket-id').innerText()).trim();
  expect(id).toMatch(/^SS-[A-Z0-9]{8}$/);
  return { confirmation, id };
};

for (const width of [375, 1280]) {
  test(`at ${width} px a guest and a shopper write to support, staff answer and resolve, and the shopper sees it`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const viewport = { width, height: 900 };
    await page.setViewportSize(viewport);
    // Nothing of this walk may warn or fail in the console, in any tab of either browser.
    const logs: Logged[][] = [recordConsole(page)];
    page.context().on('page', (opened) => logs.push(recordConsole(opened)));

    // A guest writes from the Contact Us tab.
    await page.goto('/support');
    await page.getByRole('tab', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/support?tab=contact');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText(supportMessages.nameRequired)).toBeVisible();
    const guestEmail = uniqueEmail('guest');
    const guest = await sendContactForm(page, {
      name: 'Grace Guest',
      email: guestEmail,
      category: 'billing',
      subject: `Charged twice (${width})`,
      message: 'My card shows two charges for the premium plan this month.',
    });
    await expect(guest.confirmation.getByRole('link', { name: 'View your ticket' })).toHaveCount(0);
    await page.screenshot({ path: `${screenshotDir}/guest-confirmation-${width}.png` });
    await expect
      .poll(async () => (await mailTo(request, guestEmail)).map((m) => m.subject))
      .toContainEqual(expect.stringContaining(guest.id));

    // Back returns to the Help Center; a guest's My Tickets asks to sign in.
    await page.goBack();
    await expect(page).toHaveURL('/support');
    await expect(page.getByRole('tab', { name: 'Help Center' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: 'My Tickets' }).click();
    await expect(page.getByTestId('tickets-guest')).toBeVisible();

    // A shopper signs up and writes, their name and e-mail already in the form.
    const shopper = newAccount('consumer');
    await register(page, shopper);
    await expect(page).toHaveURL('/');
    await page.goto('/support?tab=contact');
    await expect(page.getByLabel('Name')).toHaveValue(shopper.name);
    await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
    const subject = `Barcode not read on cereal box (${width})`;
    const question = 'The camera opens, but nothing is read even in good light.';
    await page.getByLabel('Priority').selectOption('high');
    const mine = await sendContactForm(page, { subject, message: question, category: 'bug' });
    await expect(mine.confirmation.getByRole('link', { name: 'View your ticket' })).toHaveAttribute(
      'href',
      `/support/ticket/${mine.id}`,
    );

    // My Tickets lists it (and not the guest's), and filters through the server.
    await page.getByRole('tab', { name: 'My Tickets' }).click();
    const card = page.getByTestId('ticket-card').filter({ hasText: mine.id });
    await expect(card).toContainText(subject);
    await expect(card.getByTestId('ticket-status')).toHaveText('Open');
    await expect(card).toContainText('High');
    await expect(card).toContainText('Bug report');
    await expect(card.getByTestId('ticket-responses')).toHaveText('No responses yet');
    await expect(page.getByTestId('ticket-card')).toHaveCount(1);
    await page.screenshot({ path: `${screenshotDir}/my-tickets-${width}.png`, fullPage: true });
    await page.getByLabel('Status').selectOption('closed');
    await expect(page.getByTestId('tickets-empty')).toContainText('No tickets match');
    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Search your tickets').fill('cereal');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=cereal/);
    await expect(card).toBeVisible();

    // View opens the ticket in a new tab.
    const [ticketTab] = await Promise.all([
      page.context().waitForEvent('page'),
      card.getByRole('link', { name: `View ticket ${mine.id} (opens in a new tab)` }).click(),
    ]);
    await ticketTab.setViewportSize(viewport);
    await expect(ticketTab).toHaveURL(`/support/ticket/${mine.id}`);
    await expect(ticketTab.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(ticketTab.getByTestId('ticket-message')).toHaveCount(1);
    await expect(ticketTab.getByTestId('ticket-message')).toContainText(question);
    await expect(ticketTab.getByLabel('Status (staff)')).toHaveCount(0);

    // The staff inbox is not the shopper's.
    await page.goto('/support/staff');
    await expect(page.getByRole('heading', { name: 'Not available' })).toBeVisible();

    // A support staff member, in their own browser, finds the ticket, answers and resolves it.
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
    await staffPage.goto('/support');
    await staffPage.getByRole('link', { name: 'Staff inbox' }).click();
    await expect(staffPage).toHaveURL('/support/staff');
    await expect(staffPage.getByTestId('ticket-card').filter({ hasText: guest.id })).toBeVisible();
    await staffPage.screenshot({ path: `${screenshotDir}/staff-inbox-${width}.png` });
    const inboxCard = staffPage.getByTestId('ticket-card').filter({ hasText: mine.id });
    await inboxCard.getByRole('link', { name: `View ticket ${mine.id}`, exact: true }).click();
    await expect(staffPage.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(staffPage.getByText(`${shopper.name} (${shopper.email})`)).toBeVisible();
    const answer = 'Please type the number under the barcode in Manual entry while we look.';
    await staffPage.getByLabel('Reply as the support team').fill(answer);
    await staffPage.getByRole('button', { name: 'Send reply' }).click();
    await expect(staffPage.getByTestId('ticket-message')).toHaveCount(2);
    await staffPage.getByLabel('Status (staff)').selectOption('resolved');
    await staffPage.getByRole('button', { name: 'Update status' }).click();
    await expect(staffPage.getByTestId('ticket-status')).toHaveText('Resolved');
    await staffPage.screenshot({
      path: `${screenshotDir}/staff-ticket-${width}.png`,
      fullPage: true,
    });

    // The shopper sees the answer, from the support team, and the status.
    await ticketTab.reload();
    await expect(ticketTab.getByTestId('ticket-status')).toHaveText('Resolved');
    const messages = ticketTab.getByTestId('ticket-message');
    await expect(messages).toHaveCount(2);
    await expect(messages.last()).toContainText(answer);
    await expect(messages.last()).toContainText('Support team');
    await ticketTab.screenshot({ path: `${screenshotDir}/answered-${width}.png`, fullPage: true });

    // And in My Tickets, the answer is counted.
    await page.goto('/support?tab=tickets');
    await expect(
      page.getByTestId('ticket-card').filter({ hasText: mine.id }).getByTestId('ticket-responses'),
    ).toContainText('1 response');

    // And by e-mail.
    await expect
      .poll(async () => (await mailTo(request, shopper.email)).some((m) => m.text.includes(answer)))
      .toBe(true);

    expect(logs.flat()).toEqual([]);
    await staffContext.close();
  });
}
