export { TicketPage as Component } from '../../features/support/components/ticket-page';
