/**
 * /support/staff: every ticket, for the support staff, with the same search, status filter and
 * sort as My Tickets, each opening its page. Anyone else is told the page is not for them (the
 * server refuses them the list too).
 */
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/auth/session-context';
import { useStaffTickets } from '../api/staff-tickets';
import { useTicketListView } from '../hooks/use-ticket-list-view';
import { isNarrowed, ticketListQuery } from '../ticket-list-view';
import { TicketList } from './ticket-list';
import { TicketListControls } from './ticket-list-controls';
import '../support.css';

const NotAvailable = () => (
  <section className="page page--narrow page--center" data-testid="staff-only">
    <h1 className="page__title">Not available</h1>
    <p className="page__lead">
      The support inbox is for Shop Scanner&apos;s support team. Your own requests are under My
      Tickets.
    </p>
    <ButtonLink to="/support?tab=tickets">My Tickets</ButtonLink>
  </section>
);

const Inbox = () => {
  const { view, change } = useTicketListView();
  const tickets = useStaffTickets(ticketListQuery(view), true);
  return (
    <section className="page container support staff-inbox">
      <header className="support__head">
        <div>
          <h1 className="page__title">Support inbox</h1>
          <p className="page__lead">Every ticket, from guests and signed-in shoppers.</p>
        </div>
        <ButtonLink to="/support/staff/moderation" variant="secondary">
          Moderation
        </ButtonLink>
      </header>
      <TicketListControls view={view} onChange={change} searchLabel="Search every ticket" />
      <TicketList
        query={tickets}
        narrowed={isNarrowed(view)}
        onClearNarrowing={() => change({ status: '', q: '' })}
        empty={
          <>
            <h3>No tickets yet</h3>
            <p>Requests sent from the contact form arrive here.</p>
          </>
        }
        action={(ticket) => (
          <Link
            className="btn btn--secondary"
            to={`/support/ticket/${encodeURIComponent(ticket.id)}`}
            aria-label={`View ticket ${ticket.id}`}
          >
            View
          </Link>
        )}
      />
    </section>
  );
};

export const StaffInbox = () => (useCurrentUser()?.isSupportStaff ? <Inbox /> : <NotAvailable />);
