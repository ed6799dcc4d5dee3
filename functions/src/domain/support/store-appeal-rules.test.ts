import { describe, expect, it } from 'vitest';
import type { TicketAppeal } from '@shop-scanner/shared/support';
import { SUPPORT_SUBJECT_MAX_LENGTH } from '@shop-scanner/shared/support-rules';
import type { TicketRecord } from '../../data/support-ticket-keys';
import { appealSubjectOf, decidedAppealTicket, isAppealOpen } from './store-appeal-rules';

const appeal: TicketAppeal = {
  store: 'shop.example',
  url: 'https://shop.example/',
  verdict: 'scored',
  authenticityScore: 42,
  band: 'moderateRisk',
  analyzedAt: '2026-11-01T09:00:00.000Z',
  evidence: [],
};

const ticket = (overrides: Partial<TicketRecord> = {}): TicketRecord => ({
  id: 'SS-AAAAAAAA',
  userId: 'user-1',
  name: 'Ada',
  email: 'ada@example.com',
  category: 'store-appeal',
  subject: 'Review of the verdict on shop.example',
  status: 'open',
  priority: 'medium',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  responseCount: 0,
  searchText: '',
  version: 3,
  appeal,
  ...overrides,
});

describe('an open appeal', () => {
  it('is open until decided or closed; a plain ticket is no appeal', () => {
    // Prepare
    const decided = {
      ...appeal,
      decision: { outcome: 'corrected' as const, note: 'n', decidedAt: '2026-11-02T00:00:00.000Z' },
    };

    // Act / Assess
    expect(isAppealOpen(ticket())).toBe(true);
    expect(isAppealOpen(ticket({ status: 'waiting_response' }))).toBe(true);
    expect(isAppealOpen(ticket({ status: 'closed' }))).toBe(false);
    expect(isAppealOpen(ticket({ appeal: decided }))).toBe(false);
    expect(isAppealOpen(ticket({ appeal: undefined }))).toBe(false);
  });
});

describe('the subject', () => {
  it('names the store, cut to the subject limit for a long marketplace key', () => {
    expect(appealSubjectOf('shop.example')).toBe('Review of the verdict on shop.example');
    expect(appealSubjectOf(`amazon.com/dp/${'X'.repeat(200)}`)).toHaveLength(
      SUPPORT_SUBJECT_MAX_LENGTH,
    );
  });
});

describe('a decided appeal', () => {
  it('is resolved, with the decision and the note counted as a staff answer, one version on', () => {
    // Prepare
    const at = '2026-11-03T12:00:00.000Z';

    // Act
    const after = decidedAppealTicket(
      { ...ticket(), appeal },
      { outcome: 'verdict-stands', note: 'Checked again.' },
      at,
    );

    // Assess
    expect(after).toMatchObject({
      status: 'resolved',
      updatedAt: at,
      responseCount: 1,
      lastResponse: at,
      version: 4,
      appeal: {
        ...appeal,
        decision: { outcome: 'verdict-stands', note: 'Checked again.', decidedAt: at },
      },
    });
  });
});
