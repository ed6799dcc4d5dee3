/**
 * What a ticket list shows (My Tickets and the staff inbox): a status filter (empty: all), a sort
 * and a text search, read from and written to the URL, so Back undoes a change and a link keeps
 * it. The server filters, sorts and searches: the query only carries the choice.
 */
import {
  DEFAULT_TICKET_SORT,
  TICKET_SEARCH_MAX_LENGTH,
  ticketSorts,
  ticketStatuses,
  type TicketSort,
  type TicketStatus,
} from '@shop-scanner/shared/support-rules';

export interface TicketListView {
  readonly status: TicketStatus | '';
  readonly sortBy: TicketSort;
  readonly q: string;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The view a URL asks for; what is not a valid choice falls back to the default. */
export const ticketListViewFrom = (params: URLSearchParams): TicketListView => ({
  status: oneOf(ticketStatuses, params.get('status')) ?? '',
  sortBy: oneOf(ticketSorts, params.get('sortBy')) ?? DEFAULT_TICKET_SORT,
  q: (params.get('q') ?? '').trim().slice(0, TICKET_SEARCH_MAX_LENGTH),
});

/** The query the server is asked, and the URL keeps: only the choices that are not defaults. */
export const ticketListQuery = (view: TicketListView): Readonly<Record<string, string>> => ({
  ...(view.status ? { status: view.status } : {}),
  ...(view.sortBy !== DEFAULT_TICKET_SORT ? { sortBy: view.sortBy } : {}),
  ...(view.q ? { q: view.q } : {}),
});

/** Whether the list is narrowed, so an empty answer means "nothing matches", not "none yet". */
export const isNarrowed = (view: TicketListView): boolean => view.status !== '' || view.q !== '';
