/**
 * /support/ticket/{id}: one ticket, for its owner or a support staff member. Its facts and status
 * in the spec's words, the conversation oldest first, and a reply form; staff also move its
 * status. A ticket that does not exist, or is someone else's, reads as not found (the server
 * answers 404 for both, so nobody learns which tickets exist).
 */
import { useParams } from 'react-router';
import type { TicketDetail } from '@shop-scanner/shared/support';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth/session-context';
import { useTicket } from '../api/ticket';
import { responseCountText } from '../ticket-wording';
import { LazyTicketReplyForm } from './lazy-reply-form';
import { StaffStatusForm } from './staff-status-form';
import { TicketAppealView } from './ticket-appeal';
import { TicketConversation } from './ticket-conversation';
import { TicketFact, TicketFacts } from './ticket-facts';
import { TicketStatusPill } from './ticket-status-pill';
import '../support.css';

const backLink = (staff: boolean) =>
  staff ? (
    <ButtonLink to="/support/staff" variant="secondary">
      Back to the staff inbox
    </ButtonLink>
  ) : (
    <ButtonLink to="/support?tab=tickets" variant="secondary">
      Back to My Tickets
    </ButtonLink>
  );

const TicketNotFound = ({ id, staff }: { id: string; staff: boolean }) => (
  <section className="page page--narrow page--center" data-testid="ticket-not-found">
    <h1 className="page__title">Ticket not found</h1>
    <p className="page__lead">
      There is no ticket {id} among {staff ? 'the tickets' : 'your tickets'}. Check the link, or
      find the ticket in your list.
    </p>
    {backLink(staff)}
  </section>
);

const TicketView = ({ ticket, staff }: { ticket: TicketDetail; staff: boolean }) => (
  <article className="page page--narrow ticket-page">
    <header className="ticket-page__head">
      <p className="page__eyebrow">Ticket {ticket.id}</p>
      <h1 className="page__title">{ticket.subject}</h1>
      <div className="ticket-page__status">
        <span className="muted-text">Status</span> <TicketStatusPill status={ticket.status} />
      </div>
    </header>
    <TicketFacts
      ticket={ticket}
      className="ticket-card__facts ticket-page__facts"
      trail={
        <>
          <TicketFact label="Answers">{responseCountText(ticket.responseCount)}</TicketFact>
          {staff && (
            <TicketFact label="From">
              {ticket.name} ({ticket.email})
            </TicketFact>
          )}
        </>
      }
    />
    {staff && <StaffStatusForm key={ticket.status} id={ticket.id} status={ticket.status} />}
    {ticket.appeal && <TicketAppealView id={ticket.id} appeal={ticket.appeal} staff={staff} />}
    <section aria-labelledby="ticket-conversation-title" className="ticket-page__section">
      <h2 id="ticket-conversation-title" className="ticket-page__section-title">
        Conversation
      </h2>
      <TicketConversation messages={ticket.messages} />
    </section>
    <section aria-labelledby="ticket-reply-title" className="ticket-page__section">
      <h2 id="ticket-reply-title" className="ticket-page__section-title">
        Reply
      </h2>
      <LazyTicketReplyForm id={ticket.id} asStaff={staff} />
    </section>
    <div>{backLink(staff)}</div>
  </article>
);

export const TicketPage = () => {
  const { id = '' } = useParams();
  const staff = useCurrentUser()?.isSupportStaff === true;
  const ticket = useTicket(id);
  if (ticket.isPending) {
    return (
      <section className="page page--narrow page--center">
        <Spinner label="Loading the ticket" />
      </section>
    );
  }
  if (ticket.isError) {
    if (ticket.error instanceof ApiError && ticket.error.status === 404) {
      return <TicketNotFound id={id} staff={staff} />;
    }
    return (
      <section className="page page--narrow">
        <div className="notice notice--error" role="alert">
          <p>The ticket could not be loaded. Please try again.</p>
          <Button variant="secondary" onClick={() => void ticket.refetch()}>
            Try again
          </Button>
        </div>
      </section>
    );
  }
  return <TicketView ticket={ticket.data} staff={staff} />;
};
