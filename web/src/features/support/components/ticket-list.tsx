/**
 * A list of tickets as the server answered it, in its three states, with the two ways a list can
 * be empty: nothing yet (`empty`, each list says it its own way) or nothing that matches.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TicketSummary } from '@shop-scanner/shared/support';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { Spinner } from '../../../components/ui/spinner';
import { TicketCard } from './ticket-card';

export const TicketList = ({
  query,
  narrowed,
  empty,
  onClearNarrowing,
  action,
}: {
  query: UseQueryResult<TicketSummary[]>;
  narrowed: boolean;
  empty: ReactNode;
  onClearNarrowing: () => void;
  action: (ticket: TicketSummary) => ReactNode;
}) => (
  <QueryState
    query={query}
    pending={
      <div className="ticket-list__state">
        <Spinner label="Loading tickets" />
      </div>
    }
    failed={
      <div className="notice notice--error" role="alert">
        <p>The tickets could not be loaded. Please try again.</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    }
  >
    {(tickets) =>
      tickets.length === 0 ? (
        narrowed ? (
          <div className="ticket-empty" data-testid="tickets-empty">
            <h3>No tickets match</h3>
            <p>Try another search, or show every status.</p>
            <Button variant="secondary" onClick={onClearNarrowing}>
              Clear search and filter
            </Button>
          </div>
        ) : (
          <div className="ticket-empty" data-testid="tickets-empty">
            {empty}
          </div>
        )
      ) : (
        <ul className="ticket-list" aria-busy={query.isFetching || undefined}>
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <TicketCard ticket={ticket} action={action(ticket)} />
            </li>
          ))}
        </ul>
      )
    }
  </QueryState>
);
