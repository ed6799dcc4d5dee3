import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json } from '../../../test/api-fixtures';
import { guest, renderAt, signedIn } from '../../../test/render-at';
import { aSession } from '../../../test/session-fixtures';
import {
  aTicketSummary,
  isolateEachTest,
  MY_TICKETS_ROUTE,
  staffSession,
} from '../test/support-fixtures';
import { MyTickets } from './my-tickets';

const renderTickets = (url = '/support?tab=tickets', session = signedIn()) =>
  renderAt(url, '/support', <MyTickets onContact={() => undefined} />, session);

const lastQuery = (api: ReturnType<typeof fakeApi>) =>
  Object.fromEntries(api.callsTo(MY_TICKETS_ROUTE).at(-1)?.searchParams ?? []);

describe('My Tickets', () => {
  isolateEachTest();

  it('asks a guest to sign in and makes no request', () => {
    // Prepare
    const api = fakeApi({});

    // Act
    renderTickets('/support?tab=tickets', guest());

    // Assess
    expect(screen.getByTestId('tickets-guest').textContent).toContain(
      'Sign in to see your tickets',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(api.calls).toEqual([]);
  });

  it('makes no request while the session is still being restored', () => {
    // Prepare
    const api = fakeApi({});

    // Act
    renderTickets('/support?tab=tickets', aSession({ status: 'loading' }));

    // Assess
    expect(screen.getByText('Checking your session')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('shows each ticket: subject, id, status label, priority, category, dates and responses', async () => {
    // Prepare
    fakeApi({
      [MY_TICKETS_ROUTE]: () =>
        json({
          tickets: [
            aTicketSummary({
              status: 'waiting_response',
              responseCount: 2,
              lastResponse: '2026-11-22T08:00:00.000Z',
            }),
          ],
        }),
    });

    // Act
    renderTickets();

    // Assess
    const card = within(await screen.findByTestId('ticket-card'));
    expect(card.getByRole('heading', { name: 'Scanner does not read my barcode' })).toBeTruthy();
    expect(card.getByText('SS-7K3M9QX2')).toBeTruthy();
    expect(card.getByTestId('ticket-status').textContent).toBe('Waiting for Response');
    expect(card.getByText('High')).toBeTruthy();
    expect(card.getByText('Bug report')).toBeTruthy();
    expect(card.getByText('Nov 20, 2026')).toBeTruthy();
    expect(card.getByText('Nov 21, 2026')).toBeTruthy();
    expect(card.getByTestId('ticket-responses').textContent).toBe(
      '2 responses, the latest on Nov 22, 2026',
    );
  });

  it('shows a status it does not know as Open, and a priority it does not know as Medium', async () => {
    // Prepare
    const odd = { ...aTicketSummary(), status: 'escalated', priority: 'critical' };
    fakeApi({ [MY_TICKETS_ROUTE]: () => json({ tickets: [odd] }) });

    // Act
    renderTickets();

    // Assess
    const card = within(await screen.findByTestId('ticket-card'));
    expect(card.getByTestId('ticket-status').textContent).toBe('Open');
    expect(card.getByText('Medium')).toBeTruthy();
  });

  it("opens a ticket's page in a new tab", async () => {
    // Prepare
    fakeApi({ [MY_TICKETS_ROUTE]: () => json({ tickets: [aTicketSummary()] }) });

    // Act
    renderTickets();

    // Assess
    const view = await screen.findByRole('link', { name: /View ticket SS-7K3M9QX2/ });
    expect(view.textContent).toBe('View');
    expect(view.getAttribute('href')).toBe('/support/ticket/SS-7K3M9QX2');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(view.getAttribute('rel')).toBe('noopener');
  });

  it('sends the status filter, the sort and the search to the server, and keeps them in the URL', async () => {
    // Prepare
    const api = fakeApi({ [MY_TICKETS_ROUTE]: () => json({ tickets: [aTicketSummary()] }) });
    renderTickets();
    await screen.findByTestId('ticket-card');

    // Act
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'resolved' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'priority' } });
    fireEvent.change(screen.getByLabelText('Search your tickets'), {
      target: { value: ' refund ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    // Assess
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ status: 'resolved', sortBy: 'priority', q: 'refund' }),
    );
    expect(api.callsTo(MY_TICKETS_ROUTE)[0]?.search).toBe('');
    expect(screen.getByTestId('location').textContent).toBe(
      '/support?tab=tickets&status=resolved&sortBy=priority&q=refund',
    );
  });

  it('offers every status and all three sorts', () => {
    // Prepare
    fakeApi({ [MY_TICKETS_ROUTE]: () => json({ tickets: [] }) });

    // Act
    renderTickets();

    // Assess
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect([...status.options].map((o) => o.textContent)).toEqual([
      'All statuses',
      'Open',
      'In Progress',
      'Waiting for Response',
      'Resolved',
      'Closed',
    ]);
    expect([...sort.options].map((o) => o.value)).toEqual(['updated', 'created', 'priority']);
  });

  it('says when there are no tickets yet, and when none match', async () => {
    // Prepare
    fakeApi({ [MY_TICKETS_ROUTE]: () => json({ tickets: [] }) });

    // Act
    const first = renderTickets();
    const none = (await screen.findByTestId('tickets-empty')).textContent;
    first.unmount();
    renderTickets('/support?tab=tickets&status=closed');

    // Assess
    expect(none).toContain('No support requests yet');
    expect((await screen.findByTestId('tickets-empty')).textContent).toContain('No tickets match');
  });

  it("asks for the user's own list, not the staff inbox, even for staff", async () => {
    // Prepare
    const api = fakeApi({ [MY_TICKETS_ROUTE]: () => json({ tickets: [] }) });

    // Act
    renderTickets('/support?tab=tickets', staffSession());

    // Assess
    await screen.findByTestId('tickets-empty');
    expect(api.calls.map((c) => c.path)).toEqual(['/api/support/tickets']);
  });
});
