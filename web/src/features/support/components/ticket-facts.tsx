/**
 * The facts a ticket shows in a list and on its own page: its priority, category and dates, as a
 * description list. `lead` and `trail` add the facts only one of them shows (the id in a list; the
 * answers and the requester on the page).
 */
import type { ReactNode } from 'react';
import type { TicketSummary } from '@shop-scanner/shared/support';
import { formatDate } from '../../../lib/format';
import { categoryLabel, priorityLabel } from '../ticket-wording';

/** One labelled fact: a `<dt>` and its `<dd>`. */
export const TicketFact = ({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) => (
  <div>
    <dt>{label}</dt>
    <dd className={className}>{children}</dd>
  </div>
);

export const TicketFacts = ({
  ticket,
  className,
  lead,
  trail,
}: {
  ticket: TicketSummary;
  className: string;
  lead?: ReactNode;
  trail?: ReactNode;
}) => (
  <dl className={className}>
    {lead}
    <TicketFact label="Priority">{priorityLabel(ticket.priority)}</TicketFact>
    <TicketFact label="Category">{categoryLabel(ticket.category)}</TicketFact>
    <TicketFact label="Created">{formatDate(ticket.createdAt)}</TicketFact>
    <TicketFact label="Updated">{formatDate(ticket.updatedAt)}</TicketFact>
    {trail}
  </dl>
);
