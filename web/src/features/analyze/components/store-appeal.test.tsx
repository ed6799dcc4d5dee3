/**
 * "Is this your store? Ask for a review" on /analyze: the form opens with the signed-in user's
 * name and e-mail, checks the message with the contact form's limits, sends the analysed address
 * and never the verdict, and confirms with the ticket id and its link; an appeal still open is
 * named with its link. The outcome of a decided appeal shows beside the verdict.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { appealMessages, supportMessages } from '@shop-scanner/shared/support-rules';
import { fakeApi, json } from '../../../test/api-fixtures';
import { renderAt, signedIn } from '../../../test/render-at';
import { anEntry } from '../test/analysis-fixtures';
import { isolateEachTest } from '../test/analyze-test-kit';
import { StoreAppeal } from './store-appeal';
import { StoreVerdictView } from './store-verdict-view';

isolateEachTest();

const APPEAL_ROUTE = 'POST /api/support/appeals';
const storeUrl = 'https://brand.example/';
const aTicket = (id = 'SS-7K3M9QX2') => ({
  id,
  subject: 'Review of the verdict on brand.example',
  category: 'store-appeal',
  status: 'open',
  priority: 'medium',
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  responseCount: 0,
  appealStore: 'brand.example',
});

const openForm = async () => {
  renderAt('/analyze', '/analyze', <StoreAppeal url={storeUrl} />, signedIn());
  fireEvent.click(screen.getByRole('button', { name: appealMessages.askForReview }));
  // Loaded on demand: its first import can be slow on a busy machine.
  return screen.findByRole(
    'form',
    { name: "Ask for a review of this store's verdict" },
    { timeout: 5_000 },
  );
};

const why = 'We make every item in our own workshop in Portland.';

describe('StoreAppeal', () => {
  it("opens with the user's name and e-mail, and sends the store's address and the message only", async () => {
    // Prepare
    const api = fakeApi({ [APPEAL_ROUTE]: () => json({ ticket: aTicket() }, 201) });
    await openForm();

    // Act
    expect((screen.getByLabelText(/Name/) as HTMLInputElement).value).toBe('Ada Shopper');
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('ada@example.com');
    fireEvent.change(screen.getByLabelText(/What is wrong/), { target: { value: why } });
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));

    // Assess
    const done = await screen.findByTestId('store-appeal-done');
    expect(api.calls.find((c) => c.path === '/api/support/appeals')?.body).toEqual({
      name: 'Ada Shopper',
      email: 'ada@example.com',
      url: storeUrl,
      message: why,
    });
    expect(screen.getByTestId('appeal-ticket-id').textContent).toBe('SS-7K3M9QX2');
    expect(done.querySelector('a')?.getAttribute('href')).toBe('/support/ticket/SS-7K3M9QX2');
  });

  it("refuses a message shorter than the contact form's minimum, sending nothing", async () => {
    // Prepare
    const api = fakeApi({ [APPEAL_ROUTE]: () => json({ ticket: aTicket() }, 201) });
    await openForm();

    // Act
    fireEvent.change(screen.getByLabelText(/What is wrong/), { target: { value: 'Wrong.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));

    // Assess
    expect(await screen.findByText(supportMessages.messageTooShort)).toBeTruthy();
    expect(api.count(APPEAL_ROUTE)).toBe(0);
  });

  it('names the appeal still open, with its link, when the server answers 409', async () => {
    // Prepare
    fakeApi({
      [APPEAL_ROUTE]: () =>
        json({ message: appealMessages.alreadyOpen, ticketId: 'SS-ABCDEFGH' }, 409),
    });
    await openForm();

    // Act
    fireEvent.change(screen.getByLabelText(/What is wrong/), { target: { value: why } });
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));

    // Assess
    const done = await screen.findByTestId('store-appeal-done');
    expect(done.textContent).toContain(appealMessages.alreadyOpen);
    expect(done.querySelector('a')?.getAttribute('href')).toBe('/support/ticket/SS-ABCDEFGH');
  });

  it("says the server's refusal of a store with no report beside the form", async () => {
    // Prepare
    fakeApi({ [APPEAL_ROUTE]: () => json({ message: appealMessages.noReport }, 404) });
    await openForm();

    // Act
    fireEvent.change(screen.getByLabelText(/What is wrong/), { target: { value: why } });
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));

    // Assess
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(appealMessages.noReport),
    );
    expect(screen.queryByTestId('store-appeal-done')).toBeNull();
  });
});

describe('a decided appeal beside the verdict', () => {
  it("shows when the owner asked, staff's outcome and note, and nothing when there is none", () => {
    // Prepare
    const appealOutcome = {
      requestedAt: '2026-11-20T12:00:00.000Z',
      decidedAt: '2026-11-22T12:00:00.000Z',
      outcome: 'corrected' as const,
      note: 'The supplier page was a wholesale list.',
    };

    // Act
    const { unmount } = render(<StoreVerdictView entry={{ ...anEntry(), appealOutcome }} />);
    const shown = screen.getByTestId('appeal-outcome').textContent;
    unmount();
    render(<StoreVerdictView entry={anEntry()} />);

    // Assess
    expect(shown).toContain("The store's owner asked for a review on Nov 20, 2026: corrected");
    expect(shown).toContain('The supplier page was a wholesale list.');
    expect(shown).toContain('Shop Scanner support, Nov 22, 2026');
    expect(screen.queryByTestId('appeal-outcome')).toBeNull();
  });
});
