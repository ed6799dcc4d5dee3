import { toneClass } from '../../../components/ui/tone';
import { statusTone, ticketStatusLabel } from '../ticket-wording';

/** A ticket's status in the spec's words, with its colour (an unknown one reads as Open). */
export const TicketStatusPill = ({ status }: { status: string }) => (
  <span className={`pill${toneClass(statusTone(status))}`} data-testid="ticket-status">
    {ticketStatusLabel(status)}
  </span>
);
