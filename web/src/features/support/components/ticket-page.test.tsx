import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { supportMessages } from '@shop-scanner/shared/support-rules';
import { fakeApi, json } from '../../../test/api-fixtures';
import { renderAt, signedIn } from '../../../test/render-at';
import { ticketPageMessages } from '../ticket-wording';
import {
  aTicketDetail,
  aTicketMessage,
  isolateEachTest,
  staffSession,
  toastMessages,
} from '../test/support-fixtures';
import { TicketPage } from './ticket-page';

const TICKET = 'GET /api/support/tickets/SS-7K3M9QX2';
const REPLIES = 'POST /api/support/tickets/SS-7K3M9QX2/replies';
const STATUS = 'PUT /api/support/staff/tickets/SS-7K3M9QX2/status';

const answered = aTicketDetail({
  status: 'in_progress',
  responseCount: 1,
  messages: [
    aTicketMessage(),
    aTicketMessage({
      author: 'staff',
      authorName: 'Shop Scanner Support',
      body: 'Please try the manual entry while we look.',
      createdAt: '2026-11-21T09:30:00.000Z',
    }),
  ],
});

const renderTicket = (session = signedIn(), id = 'SS-7K3M9QX2') =>
  renderAt(`/support/ticket/${id}`, '/support/ticket/:id', <TicketPage />, session);

describe("a ticket's page", () => {
  isolateEachTest();

  it('shows the subject, the status in words and the conversation oldest first, with who wrote when', async () => {
    // Prepare
    fakeApi({ [TICKET]: () => json({ ticket: answered }) });

    // Act
    renderTicket();

    // Assess
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Scanner does not read my barcode' }),
    ).toBeTruthy();
    expect(screen.getByTestId('ticket-status').textContent).toBe('In Progress');
    const messages = screen.getAllByTestId('ticket-message');
    expect(messages.map((m) => within(m).getByText(/\./, { selector: 'p' }).textContent)).toEqual([
      'The camera opens but nothing is read.',
      'Please try the manual entry while we look.',
    ]);
    expect(messages[0]?.textContent).toContain('Ada Shopper');
    expect(messages[1]?.textContent).toContain('Shop Scanner Support');
    expect(within(messages[1]!).getByText('Support team')).toBeTruthy();
    expect(messages[1]?.querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-11-21T09:30:00.000Z',
    );
  });

  it('says plainly when the ticket is not found', async () => {
    // Prepare
    fakeApi({ 'GET /api/support/tickets/SS-NOPE': () => json({ message: 'Not found' }, 404) });

    // Act
    renderTicket(signedIn(), 'SS-NOPE');

    // Assess
    const notFound = await screen.findByTestId('ticket-not-found');
    expect(within(notFound).getByRole('heading', { name: 'Ticket not found' })).toBeTruthy();
    expect(notFound.textContent).toContain('SS-NOPE');
    expect(screen.getByRole('link', { name: 'Back to My Tickets' }).getAttribute('href')).toBe(
      '/support?tab=tickets',
    );
  });

  it('sends a reply, shows the conversation the server answers with, and empties the box', async () => {
    // Prepare
    const withReply = aTicketDetail({
      messages: [
        aTicketMessage(),
        aTicketMessage({ body: 'It happens on every product.', createdAt: '2026-11-22T10:00:00Z' }),
      ],
    });
    const api = fakeApi({
      [TICKET]: () => json({ ticket: api.count(REPLIES) ? withReply : aTicketDetail() }),
      [REPLIES]: () => json({ ticket: withReply }),
    });
    renderTicket();
    const box = (await screen.findByLabelText('Your reply')) as HTMLTextAreaElement;

    // Act
    fireEvent.change(box, { target: { value: ' It happens on every product. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));

    // Assess
    await waitFor(() => expect(screen.getAllByTestId('ticket-message')).toHaveLength(2));
    expect(api.callsTo(REPLIES)).toHaveLength(1);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      message: 'It happens on every product.',
    });
    await waitFor(() => expect(box.value).toBe(''));
    expect(toastMessages()).toContain(ticketPageMessages.replySent);
    expect(box.maxLength).toBe(2000);
  });

  it('holds a reply to the message limits and sends nothing', async () => {
    // Prepare
    const api = fakeApi({ [TICKET]: () => json({ ticket: aTicketDetail() }) });
    renderTicket();
    const box = await screen.findByLabelText('Your reply');

    // Act
    fireEvent.change(box, { target: { value: 'Too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));

    // Assess
    expect(screen.getByText(supportMessages.messageTooShort)).toBeTruthy();
    expect(screen.getByText('9/2000')).toBeTruthy();
    expect(api.count(REPLIES)).toBe(0);
  });

  it('gives a shopper no status control', async () => {
    // Prepare
    fakeApi({ [TICKET]: () => json({ ticket: aTicketDetail() }) });

    // Act
    renderTicket();

    // Assess
    await screen.findByLabelText('Your reply');
    expect(screen.queryByLabelText('Status (staff)')).toBeNull();
    expect(screen.queryByText('ada@example.com')).toBeNull();
  });

  it('lets staff change the status and shows the status the server answers with', async () => {
    // Prepare
    const resolved = aTicketDetail({ status: 'resolved' });
    const api = fakeApi({
      [TICKET]: () => json({ ticket: api.count(STATUS) ? resolved : aTicketDetail() }),
      [STATUS]: () => json({ ticket: resolved }),
    });
    renderTicket(staffSession());
    const select = await screen.findByLabelText('Status (staff)');
    const update = screen.getByRole('button', { name: 'Update status' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);

    // Act
    fireEvent.change(select, { target: { value: 'resolved' } });
    fireEvent.click(update);

    // Assess
    await waitFor(() => expect(screen.getByTestId('ticket-status').textContent).toBe('Resolved'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'resolved' });
    expect(toastMessages()).toContain(ticketPageMessages.statusChanged('resolved'));
    expect(screen.getByLabelText('Reply as the support team')).toBeTruthy();
    expect(screen.getByText('Ada Shopper (ada@example.com)')).toBeTruthy();
  });
});
