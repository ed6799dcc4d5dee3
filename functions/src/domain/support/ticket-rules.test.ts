import { describe, expect, it } from 'vitest';
import { ticketStatuses } from '@shop-scanner/shared/support-rules';
import type { TicketRecord } from '../../data/support-ticket-keys';
import {
  canSeeTicket,
  matchesSearch,
  ownerMayReply,
  SEARCH_TEXT_MAX_LENGTH,
  searchTextOf,
  sortTickets,
  statusAfterOwnerReply,
  statusAfterStaffReply,
  toTicketSummary,
  withMessageSearchText,
} from './ticket-rules';

const ticket = (overrides: Partial<TicketRecord> = {}): TicketRecord => ({
  id: 'SS-AAAAAAAA',
  userId: 'user-1',
  name: 'Ada',
  email: 'ada@example.com',
  category: 'support',
  subject: 'Scanner',
  status: 'open',
  priority: 'medium',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  responseCount: 0,
  searchText: 'scanner\nit stops',
  version: 1,
  ...overrides,
});

describe('status after a reply', () => {
  it('a staff answer moves an open ticket to waiting for the requester, and leaves a status the staff set', () => {
    expect(statusAfterStaffReply('open')).toBe('waiting_response');
    for (const status of ['in_progress', 'waiting_response', 'resolved', 'closed'] as const)
      expect(statusAfterStaffReply(status)).toBe(status);
  });

  it("the requester's answer opens a waiting or resolved ticket again, and leaves the others", () => {
    expect(statusAfterOwnerReply('waiting_response')).toBe('open');
    expect(statusAfterOwnerReply('resolved')).toBe('open');
    expect(statusAfterOwnerReply('open')).toBe('open');
    expect(statusAfterOwnerReply('in_progress')).toBe('in_progress');
  });

  it('a closed ticket is the only one its requester cannot answer', () => {
    expect(ticketStatuses.filter((s) => !ownerMayReply(s))).toEqual(['closed']);
  });
});

describe('canSeeTicket', () => {
  it('lets the owner and the staff see a ticket, nobody else', () => {
    expect(canSeeTicket(ticket(), { userId: 'user-1', isSupportStaff: false })).toBe(true);
    expect(canSeeTicket(ticket(), { userId: 'user-2', isSupportStaff: false })).toBe(false);
    expect(canSeeTicket(ticket(), { userId: 'user-2', isSupportStaff: true })).toBe(true);
  });

  it("shows a guest's ticket (no owner) to the staff only", () => {
    const guests = ticket({ userId: null });
    expect(canSeeTicket(guests, { userId: '', isSupportStaff: false })).toBe(false);
    expect(canSeeTicket(guests, { userId: 'staff', isSupportStaff: true })).toBe(true);
  });
});

describe('search', () => {
  it('looks in the subject and every message, whatever the case', () => {
    // Prepare
    const searched = ticket({ searchText: searchTextOf('Charged Twice', ['My CARD', 'Refund?']) });

    // Assess
    expect(matchesSearch(searched, 'charged')).toBe(true);
    expect(matchesSearch(searched, 'my card')).toBe(true);
    expect(matchesSearch(searched, 'REFUND')).toBe(true);
    expect(matchesSearch(searched, 'invoice')).toBe(false);
    expect(matchesSearch(searched, undefined)).toBe(true);
    expect(matchesSearch(searched, '')).toBe(true);
  });
});

describe('the search text', () => {
  it('takes each new message, lower-cased', () => {
    expect(withMessageSearchText('subject\nfirst', 'Second MESSAGE')).toBe(
      'subject\nfirst\nsecond message',
    );
  });

  it('stops growing at its maximum, so a long conversation never outgrows the ticket item', () => {
    // Prepare: a conversation of 2,000-character messages, the longest a message may be.
    let text = searchTextOf('Subject', ['a'.repeat(2000)]);

    // Act
    for (let i = 0; i < 100; i += 1) text = withMessageSearchText(text, 'b'.repeat(2000));

    // Assess
    expect(text).toHaveLength(SEARCH_TEXT_MAX_LENGTH);
    expect(text.startsWith('subject\naaa')).toBe(true);
  });
});

describe('sortTickets', () => {
  const a = ticket({
    id: 'SS-AAAAAAAA',
    priority: 'low',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-05T10:00:00.000Z',
  });
  const b = ticket({
    id: 'SS-BBBBBBBB',
    priority: 'urgent',
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-03T10:00:00.000Z',
  });
  const c = ticket({
    id: 'SS-CCCCCCCC',
    priority: 'urgent',
    createdAt: '2026-11-03T10:00:00.000Z',
    updatedAt: '2026-11-04T10:00:00.000Z',
  });
  const ids = (list: readonly TicketRecord[]) => list.map((t) => t.id);

  it('puts the latest update first', () => {
    expect(ids(sortTickets([b, c, a], 'updated'))).toEqual([a.id, c.id, b.id]);
  });

  it('puts the latest created first', () => {
    expect(ids(sortTickets([a, b, c], 'created'))).toEqual([c.id, b.id, a.id]);
  });

  it('puts the most pressing first, and among equals the latest update', () => {
    expect(ids(sortTickets([a, b, c], 'priority'))).toEqual([c.id, b.id, a.id]);
  });

  it('leaves the list it was given as it was', () => {
    const list = [a, b, c];
    sortTickets(list, 'created');
    expect(ids(list)).toEqual([a.id, b.id, c.id]);
  });
});

describe('toTicketSummary', () => {
  it('shows what a list shows, never the requester or the search text', () => {
    const summary = toTicketSummary(
      ticket({ responseCount: 2, lastResponse: '2026-11-02T00:00:00.000Z' }),
    );

    expect(summary).toEqual({
      id: 'SS-AAAAAAAA',
      subject: 'Scanner',
      category: 'support',
      status: 'open',
      priority: 'medium',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
      responseCount: 2,
      lastResponse: '2026-11-02T00:00:00.000Z',
    });
  });
});
