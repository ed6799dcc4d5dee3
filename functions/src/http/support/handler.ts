import { createGroupHandler } from '../group-handler';
import { ticketRoutes } from './ticket-routes';

/**
 * The support group: contact requests and tickets (ticket-routes.ts). Its routes without an
 * implementation answer 501 until they land.
 */
export const handler = createGroupHandler('support', {
  ...ticketRoutes,
});
