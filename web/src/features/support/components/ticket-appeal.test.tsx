/**
 * A store appeal on its ticket's page: the store, verdict and evidence laid out; staff decide it
 * with an outcome and a note (checked before it is sent), and the decision replaces the form.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TicketAppeal } from '@shop-scanner/shared/support';
import { supportMessages } from '@shop-scanner/shared/support-rules';
import { fakeApi, json } from '../../../test/api-fixtures';
import { renderAt, signedIn } from '../../../test/render-at';
import { aTicketDetail, isolateEachTest, staffSession } from '../test/support-fixtures';
import { TicketPage } from './ticket-page';

const TICKET = 'GET /api/support/tickets/SS-7K3M9QX2';
const OUTCOME = 'PUT /api/support/staff/tickets/SS-7K3M9QX2/appeal-outcome';

const appeal: TicketAppeal = {
  store: 'brand.example',
  url: 'https://brand.example/',
  verdict: 'scored',
  authenticityScore: 45,
  band: 'moderateRisk',
  analyzedAt: '2026-11-20T08:00:00.000Z',
  evidence: [
    {
      scheme: 'store',
      rule: 'trust.returnPolicy',
      label: 'Return policy page found',
      points: 10,
      evidence: 'A page titled "Returns" at /policies/refund-policy',
    },
    {
      scheme: 'shopify',
      rule: 'dropship.shipping',
      label: 'Long shipping times',
      points: -15,
      evidence: '"7-20 business days" on /pages/shipping',
    },
  ],
};

const appealTicket = (overrides: Partial<TicketAppeal> = {}) =>
  aTicketDetail({
    category: 'store-appeal',
    subject: 'Review of the verdict on brand.example',
    appealStore: 'brand.example',
    appeal: { ...appeal, ...overrides },
  });

const renderTicket = (session = signedIn()) =>
  renderAt('/support/ticket/SS-7K3M9QX2', '/support/ticket/:id', <TicketPage />, session);

describe('a store appeal on its ticket page', () => {
  isolateEachTest();

  it('lays out the store, the verdict and each evidence point; its owner gets no decision form', async () => {
    // Prepare
    fakeApi({ [TICKET]: () => json({ ticket: appealTicket() }) });

    // Act
    renderTicket();

    // Assess
    const section = await screen.findByTestId('ticket-appeal');
    expect(within(section).getByRole('link', { name: 'brand.example' }).getAttribute('href')).toBe(
      'https://brand.example/',
    );
    expect(screen.getByTestId('ticket-appeal-verdict').textContent).toBe('45/100, Moderate risk');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '+10Return policy page foundA page titled "Returns" at /policies/refund-policy',
      '-15Long shipping times"7-20 business days" on /pages/shipping',
    ]);
    expect(within(screen.getByTestId('ticket-appeal-store')).getByRole('heading').textContent).toBe(
      'Store score',
    );
    expect(
      within(screen.getByTestId('ticket-appeal-shopify')).getByRole('heading').textContent,
    ).toBe('Shopify store assessment');
    expect(section.querySelector('details')?.open).toBe(true);
    expect(screen.queryByRole('form', { name: 'Decide the appeal' })).toBeNull();
  });

  it('lets staff decide it with an outcome and a note, checked before it is sent', async () => {
    // Prepare
    const note = 'The shipping page was an old one; the store ships in 3 days.';
    const decided = appealTicket({
      decision: { outcome: 'corrected', note, decidedAt: '2026-11-27T10:00:00.000Z' },
    });
    // The server's ticket is decided once the decision is in (the page reads it again).
    let current = appealTicket();
    const api = fakeApi({
      [TICKET]: () => json({ ticket: current }),
      [OUTCOME]: () => {
        current = { ...decided, status: 'resolved' };
        return json({ ticket: current });
      },
    });
    renderTicket(staffSession());
    const form = await screen.findByRole(
      'form',
      { name: 'Decide the appeal' },
      // Loaded on demand: its first import can be slow on a busy machine.
      { timeout: 5_000 },
    );
    // Closed for staff about to decide, so the form is not pushed far down.
    const evidenceStartsOpen = screen.getByTestId('ticket-appeal').querySelector('details')?.open;

    // Act: a note too short first, then a real one.
    fireEvent.change(within(form).getByLabelText(/Outcome/), { target: { value: 'corrected' } });
    fireEvent.change(within(form).getByLabelText(/Note/), { target: { value: 'Fixed.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Decide the appeal' }));
    const refused = await within(form).findByText(supportMessages.messageTooShort);
    const callsAfterRefusal = api.count(OUTCOME);
    fireEvent.change(within(form).getByLabelText(/Note/), { target: { value: note } });
    fireEvent.click(within(form).getByRole('button', { name: 'Decide the appeal' }));

    // Assess
    expect(evidenceStartsOpen).toBe(false);
    expect(refused).toBeTruthy();
    expect(callsAfterRefusal).toBe(0);
    await waitFor(() => expect(api.count(OUTCOME)).toBe(1));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ outcome: 'corrected', note });
    const decision = await screen.findByTestId('ticket-appeal-decision');
    expect(decision.textContent).toContain('Outcome: Corrected');
    expect(decision.textContent).toContain(note);
    expect(screen.queryByRole('form', { name: 'Decide the appeal' })).toBeNull();
  });
});
