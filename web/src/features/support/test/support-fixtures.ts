/** Answers of the support calls for the feature's component tests. */
import { afterEach, vi } from 'vitest';
import type { TicketDetail, TicketMessage, TicketSummary } from '@shop-scanner/shared/support';
import type { Session } from '../../../lib/auth/session-context';
import { toast } from '../../../lib/toast-store';
import { aSession, aUser } from '../../../test/session-fixtures';

export const CONTACT_ROUTE = 'POST /api/support/contact';
export const MY_TICKETS_ROUTE = 'GET /api/support/tickets';
export const STAFF_TICKETS_ROUTE = 'GET /api/support/staff/tickets';

export const aTicketSummary = (overrides: Partial<TicketSummary> = {}): TicketSummary => ({
  id: 'SS-7K3M9QX2',
  subject: 'Scanner does not read my barcode',
  category: 'bug',
  status: 'open',
  priority: 'high',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T09:30:00.000Z',
  responseCount: 0,
  ...overrides,
});

export const aTicketMessage = (overrides: Partial<TicketMessage> = {}): TicketMessage => ({
  author: 'user',
  authorName: 'Ada Shopper',
  body: 'The camera opens but nothing is read.',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const aTicketDetail = (overrides: Partial<TicketDetail> = {}): TicketDetail => ({
  ...aTicketSummary(),
  name: 'Ada Shopper',
  email: 'ada@example.com',
  messages: [aTicketMessage()],
  ...overrides,
});

/** A signed-in member of the support staff. */
export const staffSession = (): Session =>
  aSession({
    status: 'signed-in',
    user: aUser({ id: 'staff-1', name: 'Sam Support', isSupportStaff: true }),
  });

export const toastMessages = () => toast.getSnapshot().map((t) => t.message);

/** Each test leaves no toasts or mocks behind. */
export const isolateEachTest = () => {
  afterEach(() => {
    vi.restoreAllMocks();
    toast.getSnapshot().forEach((t) => toast.dismiss(t.id));
  });
};
