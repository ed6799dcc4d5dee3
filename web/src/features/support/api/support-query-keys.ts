/**
 * Every TanStack Query key of the support area, all under `support`: a new ticket, a reply or a
 * status change invalidates `supportQueryKeys.all`, and every list and ticket page is read again.
 */
export const supportQueryKeys = {
  all: ['support'] as const,
  myTickets: (params: Readonly<Record<string, string>>) =>
    ['support', 'tickets', 'mine', params] as const,
  staffTickets: (params: Readonly<Record<string, string>>) =>
    ['support', 'tickets', 'staff', params] as const,
  ticket: (id: string) => ['support', 'ticket', id] as const,
};

export const ticketPath = (id: string) => `/api/support/tickets/${encodeURIComponent(id)}`;
export const ticketStatusPath = (id: string) =>
  `/api/support/staff/tickets/${encodeURIComponent(id)}/status`;

/** A list's URL: the path and the query's set values. */
export const withQuery = (path: string, params: Readonly<Record<string, string>>) => {
  const search = new URLSearchParams(params).toString();
  return search ? `${path}?${search}` : path;
};
export const appealOutcomePath = (id: string) =>
  `/api/support/staff/tickets/${encodeURIComponent(id)}/appeal-outcome`;
