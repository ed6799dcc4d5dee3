/**
 * One ticket in a list: its subject, id, status, priority, category, dates and how many answers
 * it has had, with the way to open it (`action`: My Tickets opens a new tab, the inbox does not).
 */
import type { ReactNode } from 'react';
import type { TicketSummary } from '@shop-scanner/shared/support';
import { formatDate } from '../../../lib/format';
import { categoryLabel, priorityLabel, responseCountText } from '../ticket-wording';
import { TicketStatusPill } from './ticket-status-pill';

export const TicketCard = ({ ticket, action }: { ticket: TicketSummary; action: ReactNode }) => (
  <article className="ticket-card card" data-testid="ticket-card">
    <header className="ticket-card__head">
      <h3 className="ticket-card__subject">{ticket.subject}</h3>
      <TicketStatusPill status={ticket.status} />
    </header>
    <dl className="ticket-card__facts">
      <div>
        <dt>Ticket</dt>
        <dd className="ticket-card__id">{ticket.id}</dd>
      </div>
      <div>
        <dt>Priority</dt>
        <dd>{priorityLabel(ticket.priority)}</dd>
      </div>
      <div>
        <dt>Category</dt>
        <dd>{categoryLabel(ticket.category)}</dd>
      </div>
      {ticket.appealStore && (
        <div>
          <dt>Store</dt>
          <dd className="ticket-card__store">{ticket.appealStore}</dd>
        </div>
      )}
      <div>
        <dt>Created</dt>
        <dd>{formatDate(ticket.createdAt)}</dd>
      </div>
      <div>
        <dt>Updated</dt>
        <dd>{formatDate(ticket.updatedAt)}</dd>
      </div>
    </dl>
    <footer className="ticket-card__foot">
      <span className="muted-text" data-testid="ticket-responses">
        {responseCountText(ticket.responseCount)}
        {ticket.lastResponse && `, the latest on ${formatDate(ticket.lastResponse)}`}
      </span>
      {action}
    </footer>
  </article>
);
