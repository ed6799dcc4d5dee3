/**
 * A staff member moves a ticket on: open, in progress, waiting for response, resolved, closed.
 * The server checks that the caller is staff; the page shows this only to them.
 */
import { useState, type FormEvent } from 'react';
import {
  ticketStatuses,
  ticketStatusLabels,
  type TicketStatus,
} from '@shop-scanner/shared/support-rules';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { useChangeTicketStatus } from '../api/change-ticket-status';

export const StaffStatusForm = ({ id, status }: { id: string; status: TicketStatus }) => {
  const change = useChangeTicketStatus();
  const [chosen, setChosen] = useState<TicketStatus>(status);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ id, status: chosen });
  };
  return (
    <form className="staff-status" onSubmit={submit} aria-label="Change the status">
      <SelectField
        label="Status (staff)"
        value={chosen}
        onChange={(e) => setChosen(e.target.value as TicketStatus)}
        disabled={change.isPending}
      >
        {ticketStatuses.map((option) => (
          <option key={option} value={option}>
            {ticketStatusLabels[option]}
          </option>
        ))}
      </SelectField>
      <Button
        type="submit"
        variant="secondary"
        loading={change.isPending}
        disabled={chosen === status}
      >
        Update status
      </Button>
    </form>
  );
};
