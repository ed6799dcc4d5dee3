/**
 * A ticket list's status filter, sort and search, kept in the URL's query beside whatever else it
 * holds (the support page's `tab`): each change is one step of the history, so Back undoes it.
 */
import { useSearchParams } from 'react-router';
import { ticketListQuery, ticketListViewFrom, type TicketListView } from '../ticket-list-view';

const viewKeys = ['status', 'sortBy', 'q'] as const;

export const useTicketListView = () => {
  const [params, setParams] = useSearchParams();
  const view = ticketListViewFrom(params);
  const change = (patch: Partial<TicketListView>) => {
    const next = new URLSearchParams(params);
    viewKeys.forEach((key) => next.delete(key));
    Object.entries(ticketListQuery({ ...view, ...patch })).forEach(([key, value]) =>
      next.set(key, value),
    );
    setParams(next);
  };
  return { view, change };
};
