/**
 * The floating help widget as a shopper uses it, at 375 and 1280 px: open it from a page, read
 * the FAQ tab, ask the chat 'barcode not scanning' and follow the quoted passage to its article,
 * ask something no article answers, then "Talk to a person": the Contact Us tab opens with the
 * conversation as the request, the shopper sends it, and the ticket under My Tickets holds the
 * transcript. The console stays silent throughout.
 */
import { expect, test, type Page } from '@playwright/test';
import { supportMessages } from '@shop-scanner/shared/support-rules';
import { newAccount, recordConsole, register, toast } from './helpers';

const widths = [
  { name: '375 px', viewport: { width: 375, height: 812 } },
  { name: '1280 px', viewport: { width: 1280, height: 900 } },
];

const UNANSWERABLE = 'What will the weather be like in Paris tomorrow?';

const openHelp = async (page: Page) => {
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Help' });
  await expect(dialog).toBeVisible();
  return dialog;
};

const ask = async (page: Page, text: string) => {
  await page.getByLabel('Your question').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
};

/** Nothing of the page sticks out sideways (the widget included). */
const fitsWidth = async (page: Page) => {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
};

for (const { name, viewport } of widths) {
  test.describe(`help widget at ${name}`, () => {
    test.use({ viewport });

    test('FAQ, a quoted passage, nothing found, and a person reached with the transcript', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const logs = recordConsole(page);
      await register(page, newAccount('consumer'));
      // A cold stack's first sign-up on a busy machine has taken over 10 s.
      await expect(page).toHaveURL('/', { timeout: 30_000 });
      await page.goto('/products');
      await expect(page.getByRole('heading', { name: 'Product Database' })).toBeVisible();

      // The button sits clear of the mobile bottom bar.
      const button = page.getByRole('button', { name: 'Help', exact: true });
      const buttonBox = (await button.boundingBox())!;
      const bar = page.getByRole('navigation', { name: 'Quick navigation' });
      if (await bar.isVisible()) {
        const barBox = (await bar.boundingBox())!;
        expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(barBox.y);
      }
      expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(viewport.width);

      // The FAQ tab: focus inside, the quick actions, the six questions; one opens.
      const dialog = await openHelp(page);
      await expect(dialog.getByRole('tab', { name: 'FAQ' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(dialog.locator(':focus')).toHaveCount(1);
      const actions = dialog.getByRole('navigation', { name: 'Quick actions' });
      await expect(actions.getByRole('link', { name: 'User guide' })).toHaveAttribute(
        'href',
        '/help/guide',
      );
      await expect(actions.getByRole('link', { name: 'Email support' })).toHaveAttribute(
        'href',
        '/support?tab=contact',
      );
      await expect(actions.getByRole('link', { name: 'Report a bug' })).toHaveAttribute(
        'href',
        '/help/report-bug',
      );
      await expect(dialog.locator('summary')).toHaveCount(6);
      await dialog.getByText('Does Shop Scanner work offline?').click();
      await expect(dialog.getByText(/^Not yet\./)).toBeVisible();
      await fitsWidth(page);
      await page.screenshot({ path: test.info().outputPath(`faq-${viewport.width}.png`) });

      // Escape closes it and focus goes back to the button.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      // The chat: a blank message cannot be sent; 'barcode not scanning' is answered with a
      // passage of the barcode article, whose link opens it.
      await openHelp(page);
      await dialog.getByRole('tab', { name: 'Chat' }).click();
      const send = dialog.getByRole('button', { name: 'Send' });
      await expect(send).toBeDisabled();
      await page.getByLabel('Your question').fill('   ');
      await expect(send).toBeDisabled();
      await ask(page, 'barcode not scanning');
      const log = dialog.getByRole('log', { name: 'Conversation' });
      const passage = log.locator('figure').first();
      await expect(passage.getByRole('link')).toHaveText('Read “Barcode not scanning”');
      await expect(passage.locator('blockquote')).not.toBeEmpty();
      await fitsWidth(page);
      await page.screenshot({ path: test.info().outputPath(`chat-${viewport.width}.png`) });
      await passage.getByRole('link', { name: 'Read “Barcode not scanning”' }).click();
      await expect(page).toHaveURL('/help/barcode-not-scanning');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Barcode not scanning' }),
      ).toBeVisible();
      await expect(dialog).toBeHidden();

      // Reopened, the conversation is still there; an unanswerable question is said plainly.
      await openHelp(page);
      await dialog.getByRole('tab', { name: 'Chat' }).click();
      await expect(log.getByText('You: barcode not scanning', { exact: true })).toBeVisible();
      await ask(page, UNANSWERABLE);
      await expect(
        log.getByText('No article in the help centre answers this. You can ask a person instead.'),
      ).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`nothing-found-${viewport.width}.png`),
      });

      // Talk to a person: the Contact Us tab with the conversation as the request.
      await dialog.getByRole('button', { name: 'Talk to a person' }).click();
      await expect(page).toHaveURL('/support?tab=contact');
      await expect(page.getByLabel('Subject')).toHaveValue(`Help chat: ${UNANSWERABLE}`);
      const message = page.getByLabel('Message');
      await expect(message).toHaveValue(/^Me: barcode not scanning\n/);
      await expect(message).toHaveValue(/Help centre: no article answers this\.$/);
      await page.screenshot({ path: test.info().outputPath(`handover-${viewport.width}.png`) });
      const answered = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/api/support/contact'),
        { timeout: 45_000 },
      );
      await page.getByRole('button', { name: 'Submit Request' }).click();
      expect((await answered).status()).toBe(201);
      await expect(toast(page, supportMessages.submitted)).toBeVisible();
      const id = (await page.getByTestId('ticket-id').innerText()).trim();

      // My Tickets lists it; its page holds the transcript.
      await page.getByRole('tab', { name: 'My Tickets' }).click();
      const card = page.getByTestId('ticket-card').filter({ hasText: id });
      await expect(card).toContainText(`Help chat: ${UNANSWERABLE}`);
      await page.goto(`/support/ticket/${id}`);
      await expect(page.getByText(/Me: barcode not scanning/)).toBeVisible();
      await expect(
        page.getByText(new RegExp(`Me: ${UNANSWERABLE.replace('?', '\\?')}`)),
      ).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`ticket-${viewport.width}.png`) });

      expect(logs).toEqual([]);
    });
  });
}
