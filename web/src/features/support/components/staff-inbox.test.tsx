import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, json } from '../../../test/api-fixtures';
import { renderAt, signedIn } from '../../../test/render-at';
import {
  aTicketSummary,
  isolateEachTest,
  STAFF_TICKETS_ROUTE,
  staffSession,
} from '../test/support-fixtures';
import { StaffInbox } from './staff-inbox';

const renderInbox = (session = staffSession(), url = '/support/staff') =>
  renderAt(url, '/support/staff', <StaffInbox />, session);

describe('the staff inbox', () => {
  isolateEachTest();

  it('tells someone who is not staff that it is not available, and asks the server nothing', () => {
    // Prepare
    const api = fakeApi({});

    // Act
    renderInbox(signedIn());

    // Assess
    expect(screen.getByRole('heading', { name: 'Not available' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('lists every ticket with a link to its page', async () => {
    // Prepare
    fakeApi({
      [STAFF_TICKETS_ROUTE]: () =>
        json({
          tickets: [
            aTicketSummary(),
            aTicketSummary({ id: 'SS-OTHER001', subject: 'Invoice missing', status: 'closed' }),
          ],
        }),
    });

    // Act
    renderInbox();

    // Assess
    await waitFor(() => expect(screen.getAllByTestId('ticket-card')).toHaveLength(2));
    const open = screen.getByRole('link', { name: 'View ticket SS-OTHER001' });
    expect(open.getAttribute('href')).toBe('/support/ticket/SS-OTHER001');
    expect(open.getAttribute('target')).toBeNull();
  });

  it('sends the same filters as My Tickets to the staff list', async () => {
    // Prepare
    const api = fakeApi({ [STAFF_TICKETS_ROUTE]: () => json({ tickets: [aTicketSummary()] }) });
    renderInbox();
    await screen.findByTestId('ticket-card');

    // Act
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'open' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'created' } });

    // Assess
    await waitFor(() =>
      expect(api.callsTo(STAFF_TICKETS_ROUTE).at(-1)?.search).toBe('?status=open&sortBy=created'),
    );
    expect(api.calls.every((c) => c.path === '/api/support/staff/tickets')).toBe(true);
  });
});
