import { describe, expect, it } from 'vitest';
import { isNarrowed, ticketListQuery, ticketListViewFrom } from './ticket-list-view';

describe('a ticket list view in the URL', () => {
  it('reads the status, sort and search the URL names', () => {
    // Prepare
    const params = new URLSearchParams('status=resolved&sortBy=priority&q=+refund+');

    // Act
    const view = ticketListViewFrom(params);

    // Assess
    expect(view).toEqual({ status: 'resolved', sortBy: 'priority', q: 'refund' });
    expect(isNarrowed(view)).toBe(true);
  });

  it('falls back to all statuses, last updated first and no search for values it does not know', () => {
    // Prepare
    const params = new URLSearchParams('status=lost&sortBy=random');

    // Act
    const view = ticketListViewFrom(params);

    // Assess
    expect(view).toEqual({ status: '', sortBy: 'updated', q: '' });
    expect(isNarrowed(view)).toBe(false);
  });

  it('asks the server only for what differs from the defaults', () => {
    // Prepare + Act + Assess
    expect(ticketListQuery({ status: '', sortBy: 'updated', q: '' })).toEqual({});
    expect(ticketListQuery({ status: 'open', sortBy: 'created', q: 'card' })).toEqual({
      status: 'open',
      sortBy: 'created',
      q: 'card',
    });
  });

  it('cuts a search longer than the server takes', () => {
    // Prepare
    const params = new URLSearchParams({ q: 'x'.repeat(150) });

    // Act
    const view = ticketListViewFrom(params);

    // Assess
    expect(view.q).toHaveLength(100);
  });
});
