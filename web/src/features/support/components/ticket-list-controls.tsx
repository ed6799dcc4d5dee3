/**
 * A ticket list's search box, status filter and sort (My Tickets and the staff inbox). The search
 * runs on Enter or the button, so each search is one step of the history, not one per letter.
 */
import { useState, type FormEvent } from 'react';
import {
  TICKET_SEARCH_MAX_LENGTH,
  ticketSorts,
  ticketStatuses,
  ticketStatusLabels,
  type TicketSort,
  type TicketStatus,
} from '@shop-scanner/shared/support-rules';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import type { TicketListView } from '../ticket-list-view';
import { sortLabels } from '../ticket-wording';

const TicketSearch = ({
  initial,
  label,
  onSearch,
}: {
  initial: string;
  label: string;
  onSearch: (q: string) => void;
}) => {
  const [typed, setTyped] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form role="search" className="ticket-search field" onSubmit={submit}>
      <label htmlFor="ticket-search" className="field__label">
        {label}
      </label>
      <div className="ticket-search__row">
        <input
          id="ticket-search"
          type="search"
          className="input"
          placeholder="Subject, message or ticket id"
          maxLength={TICKET_SEARCH_MAX_LENGTH}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </div>
    </form>
  );
};

export const TicketListControls = ({
  view,
  onChange,
  searchLabel,
}: {
  view: TicketListView;
  onChange: (patch: Partial<TicketListView>) => void;
  searchLabel: string;
}) => (
  <div className="ticket-controls">
    {/* Keyed by the search, so Back (which changes the URL) shows the search it went back to. */}
    <TicketSearch
      key={view.q}
      initial={view.q}
      label={searchLabel}
      onSearch={(q) => onChange({ q })}
    />
    <SelectField
      label="Status"
      value={view.status}
      onChange={(e) => onChange({ status: e.target.value as TicketStatus | '' })}
    >
      <option value="">All statuses</option>
      {ticketStatuses.map((status) => (
        <option key={status} value={status}>
          {ticketStatusLabels[status]}
        </option>
      ))}
    </SelectField>
    <SelectField
      label="Sort by"
      value={view.sortBy}
      onChange={(e) => onChange({ sortBy: e.target.value as TicketSort })}
    >
      {ticketSorts.map((sort) => (
        <option key={sort} value={sort}>
          {sortLabels[sort]}
        </option>
      ))}
    </SelectField>
  </div>
);
