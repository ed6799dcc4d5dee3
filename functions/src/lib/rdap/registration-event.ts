/**
 * The registration date in an RDAP domain object (RFC 9083 §4.5): the `eventDate` of the event
 * whose `eventAction` is 'registration'. Read leniently: registries add members of their own and
 * some leave events out (privacy policies), so only the one field is checked.
 */
import { z } from 'zod';

const eventsSchema = z.object({
  events: z
    .array(z.object({ eventAction: z.unknown(), eventDate: z.unknown() }).partial())
    .catch([]),
});

export type RegistrationEvent =
  | { readonly kind: 'registered'; readonly registeredAt: string }
  | { readonly kind: 'withheld' }
  | { readonly kind: 'unreadable'; readonly eventDate: string };

/** RFC 3339 requires a zone; a date without one is read as UTC, not the server's local time. */
const hasZone = (date: string): boolean => /(?:[zZ]|[+-]\d{2}:?\d{2})$/.test(date);

/** The date as an ISO datetime in UTC (`2019-03-04T12:00:00.000Z`), or undefined. */
export const isoDateOf = (eventDate: string): string | undefined => {
  const text = eventDate.trim();
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const parsed = new Date(dateOnly || hasZone(text) ? text : `${text}Z`);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString();
};

/** What the answer says about the registration: its date, withheld, or a date we cannot read. */
export const registrationEventOf = (body: unknown): RegistrationEvent => {
  const parsed = eventsSchema.safeParse(body);
  const events = parsed.success ? parsed.data.events : [];
  const registration = events.find(
    (event) => typeof event.eventAction === 'string' && event.eventAction === 'registration',
  );
  const eventDate = registration?.eventDate;
  if (typeof eventDate !== 'string' || eventDate.trim() === '') return { kind: 'withheld' };
  const registeredAt = isoDateOf(eventDate);
  return registeredAt === undefined
    ? { kind: 'unreadable', eventDate }
    : { kind: 'registered', registeredAt };
};
