/**
 * One ticket in a list: its subject, id, status, priority, category, dates and how many answers
 * it has had, with the way to open it (`action`: My Tickets opens a new tab, the inbox does not).
 */
import type { ReactNode } from 'react';
import type { TicketSummary } from '@shop-scanner/shared/support';
import { formatDate } from '../../../lib/format';
import { responseCountText } from '../ticket-wording';
import { TicketFact, TicketFacts } from './ticket-facts';
import { TicketStatusPill } from './ticket-status-pill';

export const TicketCard = ({ ticket, action }: { ticket: TicketSummary; action: ReactNode }) => (
  <article className="ticket-card card" data-testid="ticket-card">
    <header className="ticket-card__head">
      <h3 className="ticket-card__subject">{ticket.subject}</h3>
      <TicketStatusPill status={ticket.status} />
    </header>
    <TicketFacts
      ticket={ticket}
      className="ticket-card__facts"
      lead={
        <TicketFact label="Ticket" className="ticket-card__id">
          {ticket.id}
        </TicketFact>
      }
      trail={
        ticket.appealStore && (
          <TicketFact label="Store" className="ticket-card__store">
            {ticket.appealStore}
          </TicketFact>
        )
      }
    />
    <footer className="ticket-card__foot">
      <span className="muted-text" data-testid="ticket-responses">
        {responseCountText(ticket.responseCount)}
        {ticket.lastResponse && `, the latest on ${formatDate(ticket.lastResponse)}`}
      </span>
      {action}
    </footer>
  </article>
);
