/**
 * Store owners' appeals through the local gateway, against the loopback fixture stores, on
 * DynamoDB Local and cognito-local, with the local mail catcher:
 * - the server attaches the store's verdict, score and evidence from its own cached report, and
 *   refuses a verdict in the body; no report is a 404, an expired one a 409;
 * - one open appeal per store and requester (the second is a 409 naming the first);
 * - staff decide it: "corrected" drops the cached report, so the next analysis reads the store
 *   again; "verdict stands" keeps it; either way the next analysis (by anyone) shows the outcome
 *   with staff's note, and the requester gets it by e-mail; non-staff get 403;
 * - an owner who deletes their account leaves no open mark naming them.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_CONFIRMATION } from '@shop-scanner/shared/account-data';
import { storeAnalysisEntrySchema } from '@shop-scanner/shared/store-analysis';
import {
  appealMessages,
  storeAppealResponseSchema,
  ticketResponseSchema,
} from '@shop-scanner/shared/support';
import type { FixtureStoreKind } from '../../local/src/fixture-stores';
import { storeKeyOf } from '../src/domain/analysis-requests/store-key';
import { supportDesk, type Json, type Person } from './support/support-desk';

const desk = supportDesk({ withFixtureStores: true });

const analyse = async (person: Person, kind: FixtureStoreKind) => {
  const answer = await desk.call('POST', '/api/store-analysis', {
    token: person.token,
    body: { url: desk.stores().byKind(kind).url },
  });
  expect(answer.status).toBe(200);
  return storeAnalysisEntrySchema.parse(answer.body);
};

const appeal = (person: Person, body: Json) =>
  desk.call('POST', '/api/support/appeals', { token: person.token, body });

const anAppeal = (person: Person, url: string, overrides: Json = {}): Json => ({
  name: 'Store Owner',
  email: person.email,
  url,
  message: 'We ship from our own warehouse; the verdict reads our supplier page wrongly.',
  ...overrides,
});

const decide = (id: string, person: Person, body: Json) =>
  desk.call('PUT', `/api/support/staff/tickets/${encodeURIComponent(id)}/appeal-outcome`, {
    token: person.token,
    body,
  });

/** An owner who analysed the store and appealed it: the analysis and the new ticket's id. */
const appealedStore = async (kind: FixtureStoreKind) => {
  const owner = await desk.shopper('Store Owner');
  const analysis = await analyse(owner, kind);
  const answer = await appeal(owner, anAppeal(owner, analysis.url));
  expect(answer.status).toBe(201);
  const { ticket } = storeAppealResponseSchema.parse(answer.body);
  return { owner, analysis, ticketId: ticket.id };
};

describe('asking for a review', () => {
  it("attaches the server's own verdict, score and evidence, refuses a verdict in the body, and acknowledges by e-mail", async () => {
    // Prepare
    const owner = await desk.shopper('Store Owner');
    const analysis = await analyse(owner, 'brand-shopify');

    // Act
    const forged = await appeal(
      owner,
      anAppeal(owner, analysis.url, { verdict: 'scored', authenticityScore: 100, evidence: [] }),
    );
    const answer = await appeal(owner, anAppeal(owner, analysis.url));

    // Assess
    expect(forged.status).toBe(400);
    expect(Object.keys(forged.body.fieldErrors as Json).sort()).toEqual([
      'authenticityScore',
      'evidence',
      'verdict',
    ]);
    expect(answer.status).toBe(201);
    const { ticket: summary } = storeAppealResponseSchema.parse(answer.body);
    expect(summary).toMatchObject({
      category: 'store-appeal',
      status: 'open',
      appealStore: analysis.store,
    });
    const { ticket } = ticketResponseSchema.parse(
      (await desk.ticket(summary.id, owner.token)).body,
    );
    expect(ticket.appeal).toEqual({
      store: analysis.store,
      url: analysis.url,
      verdict: analysis.analysis.verdict,
      authenticityScore: analysis.analysis.authenticityScore,
      band: analysis.analysis.band,
      analyzedAt: analysis.analysis.analyzedAt,
      evidence: analysis.analysis.evidence,
    });
    expect(ticket.appeal?.evidence.length).toBeGreaterThan(3);
    const [mail] = await desk.mailTo(owner.email);
    expect(mail?.subject).toContain(summary.id);
    expect(mail?.text).toContain(`/support/ticket/${summary.id}`);
  });

  it('answers 404 for a store with no analysis, and 409 for one whose analysis expired', async () => {
    // Prepare: the slow store never answers, so it never has a report; an expired report is
    // written as the cache leaves it once its day is over (DynamoDB Local never removes it).
    const owner = await desk.shopper();
    const { putCachedStoreReport } = await import('../src/data/check-history');
    const analysis = await analyse(owner, 'woocommerce');
    const expiredStore = `expired-${desk.RUN}.example`;
    await putCachedStoreReport(
      expiredStore,
      { url: `https://${expiredStore}/`, report: analysis.analysis },
      new Date(Date.now() - 60_000),
    );

    // Act
    const none = await appeal(owner, anAppeal(owner, desk.stores().byKind('slow-store').url));
    const expired = await appeal(owner, anAppeal(owner, `https://${expiredStore}/`));

    // Assess
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(appealMessages.noReport);
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe(appealMessages.reportExpired);
    expect((await desk.myTickets(owner.token)).body.tickets).toEqual([]);
  });

  it('keeps one open appeal per store and requester: the second answers 409 with the first id', async () => {
    // Prepare
    const { owner, analysis, ticketId } = await appealedStore('brand-shopify');
    const partner = await desk.shopper();

    // Act
    const again = await appeal(owner, anAppeal(owner, `${analysis.url}pages/about`));
    const another = await appeal(partner, anAppeal(partner, analysis.url));

    // Assess: the same store (another page of it) by the same owner is refused; someone else may ask.
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: appealMessages.alreadyOpen, ticketId });
    expect(another.status).toBe(201);
    expect((await desk.myTickets(owner.token)).body.tickets).toHaveLength(1);
  });

  it("leaves no open mark naming the owner once they delete their account, and keeps the appeal's words", async () => {
    // Prepare
    const { owner, analysis, ticketId } = await appealedStore('woocommerce');
    const { openAppealOf } = await import('../src/data/store-appeals');
    const { getTicket } = await import('../src/data/support-tickets');
    const store = storeKeyOf(analysis.url);
    expect(await openAppealOf(store, owner.userId)).toBe(ticketId);

    // Act
    const deleted = await desk.call('DELETE', '/api/account', {
      token: owner.token,
      body: { confirmation: ACCOUNT_DELETION_CONFIRMATION },
    });

    // Assess
    expect(deleted.status).toBe(200);
    expect(await openAppealOf(store, owner.userId)).toBeUndefined();
    expect(await getTicket(ticketId)).toMatchObject({ userId: null, email: '' });
    expect((await getTicket(ticketId))?.appeal?.store).toBe(store);
  });

  it('is for signed-in users: a guest gets 401', async () => {
    const answer = await desk.call('POST', '/api/support/appeals', {
      body: {
        name: 'A',
        email: 'a@example.com',
        url: 'https://shop.example',
        message: 'x'.repeat(20),
      },
    });

    expect(answer.status).toBe(401);
  });
});

describe('deciding an appeal', () => {
  it('"corrected" drops the cached verdict: the next analysis reads the store again and shows the outcome', async () => {
    // Prepare
    const { owner, analysis, ticketId } = await appealedStore('dropship-shopify');
    const [staff, shopper] = await Promise.all([desk.staff(), desk.shopper()]);
    const note = 'The supplier page was a wholesale list; the store ships its own stock.';

    // Act
    const decided = await decide(ticketId, staff, { outcome: 'corrected', note });
    const next = await analyse(shopper, 'dropship-shopify');

    // Assess
    expect(decided.status).toBe(200);
    const { ticket } = ticketResponseSchema.parse(decided.body);
    expect(ticket.status).toBe('resolved');
    expect(ticket.appeal?.decision).toMatchObject({ outcome: 'corrected', note });
    expect(ticket.messages.at(-1)).toMatchObject({ author: 'staff', body: note });
    expect(next.cached).toBe(false);
    expect(next.analysis.analyzedAt).not.toBe(analysis.analysis.analyzedAt);
    expect(next.appealOutcome).toEqual({
      requestedAt: ticket.createdAt,
      decidedAt: ticket.appeal?.decision?.decidedAt,
      outcome: 'corrected',
      note,
    });
    const [mail] = await desk.mailTo(owner.email);
    expect(mail?.subject).toContain(`[${ticketId}] Corrected`);
    expect(mail?.text).toContain(note);
    // Decided, the appeal no longer holds the owner's place: they may ask again.
    expect((await appeal(owner, anAppeal(owner, next.url))).status).toBe(201);
  });

  it('"verdict stands" keeps the cached verdict, and the next analysis shows the outcome', async () => {
    // Prepare
    const { owner, analysis, ticketId } = await appealedStore('pod-shopify');
    const [staff, shopper] = await Promise.all([desk.staff(), desk.shopper()]);
    const note = 'The print-on-demand provider is named on the store’s own FAQ page.';

    // Act
    const decided = await decide(ticketId, staff, { outcome: 'verdict-stands', note });
    const next = await analyse(shopper, 'pod-shopify');

    // Assess
    expect(decided.status).toBe(200);
    expect(next.cached).toBe(true);
    expect(next.analysis).toEqual(analysis.analysis);
    expect(next.appealOutcome).toMatchObject({ outcome: 'verdict-stands', note });
    const [mail] = await desk.mailTo(owner.email);
    expect(mail?.subject).toContain(`[${ticketId}] Verdict stands`);
    expect(mail?.text).toContain(note);
  });

  it('is for staff only (403), once per appeal (409), and for appeals only (409)', async () => {
    // Prepare
    const { owner, ticketId } = await appealedStore('marketplace-listing');
    const staff = await desk.staff();
    const plain = (
      await desk.contact(desk.aRequest({ email: owner.email }), { token: owner.token })
    ).body.ticket.id as string;
    const decision = { outcome: 'verdict-stands', note: 'The listing names no seller at all.' };

    // Act
    const byOwner = await decide(ticketId, owner, decision);
    const first = await decide(ticketId, staff, decision);
    const second = await decide(ticketId, staff, { ...decision, outcome: 'corrected' });
    const notAnAppeal = await decide(plain, staff, decision);
    const badOutcome = await decide(ticketId, staff, { outcome: 'maybe', note: decision.note });

    // Assess
    expect(byOwner.status).toBe(403);
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(appealMessages.alreadyDecided);
    expect(notAnAppeal.status).toBe(409);
    expect(notAnAppeal.body.message).toBe(appealMessages.notAnAppeal);
    expect(badOutcome.status).toBe(400);
    expect(badOutcome.body.message).toBe(appealMessages.outcomeInvalid);
  });

  it('shows the appeal in the staff inbox with its store', async () => {
    // Prepare
    const { analysis, ticketId } = await appealedStore('woocommerce');
    const staff = await desk.staff();

    // Act
    const inbox = await desk.inbox(staff.token, `?q=${encodeURIComponent(analysis.store)}`);

    // Assess
    expect(inbox.status).toBe(200);
    expect(inbox.body.tickets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: ticketId,
          category: 'store-appeal',
          appealStore: analysis.store,
        }),
      ]),
    );
  });
});
