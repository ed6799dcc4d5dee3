/**
 * The My Tickets tab: the signed-in user's own tickets, searched, filtered and sorted by the
 * server. A guest is asked to sign in, and no request is made for them.
 */
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SignInActions } from '../../../components/ui/sign-in-actions';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/auth/session-context';
import { useMyTickets } from '../api/my-tickets';
import { useTicketListView } from '../hooks/use-ticket-list-view';
import { isNarrowed, ticketListQuery } from '../ticket-list-view';
import { TicketList } from './ticket-list';
import { TicketListControls } from './ticket-list-controls';

const GuestPrompt = () => (
  <div className="ticket-empty" data-testid="tickets-guest">
    <h3>Sign in to see your tickets</h3>
    <p>
      Requests you send while signed in are kept here with our answers. A request sent as a guest is
      answered by e-mail.
    </p>
    <SignInActions />
  </div>
);

const OwnTickets = ({ onContact }: { onContact: () => void }) => {
  const { view, change } = useTicketListView();
  const tickets = useMyTickets(ticketListQuery(view), true);
  return (
    <div className="ticket-list-panel">
      <TicketListControls view={view} onChange={change} searchLabel="Search your tickets" />
      <TicketList
        query={tickets}
        narrowed={isNarrowed(view)}
        onClearNarrowing={() => change({ status: '', q: '' })}
        empty={
          <>
            <h3>No support requests yet</h3>
            <p>What you send us from Contact Us shows here, with our answers.</p>
            <Button onClick={onContact}>Contact Us</Button>
          </>
        }
        action={(ticket) => (
          // A new tab, as the spec has it: the list, its search and filter stay where they were.
          <Link
            className="btn btn--secondary"
            to={`/support/ticket/${encodeURIComponent(ticket.id)}`}
            target="_blank"
            rel="noopener"
            aria-label={`View ticket ${ticket.id} (opens in a new tab)`}
          >
            View
          </Link>
        )}
      />
    </div>
  );
};

export const MyTickets = ({ onContact }: { onContact: () => void }) => {
  const { state } = useSession();
  if (state.status === 'loading') return <Spinner label="Checking your session" />;
  if (state.status === 'signed-out') return <GuestPrompt />;
  return <OwnTickets onContact={onContact} />;
};
