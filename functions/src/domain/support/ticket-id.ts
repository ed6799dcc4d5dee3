/**
 * Ticket ids: `SS-` and eight characters a person can read out and type back without doubt,
 * drawn from crypto randomness (never from the clock, which two requests can share). 32
 * characters (the digits and capitals without 0, O, 1 and I) make 2^40 ids: the conditional put
 * that writes a ticket catches the rare collision, and the caller draws again.
 */
import { randomBytes } from 'node:crypto';
import { TICKET_ID_PREFIX } from '@shop-scanner/shared/support-rules';

export const TICKET_ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const TICKET_ID_CODE_LENGTH = 8;

const ticketIdPattern = new RegExp(
  `^${TICKET_ID_PREFIX}[${TICKET_ID_ALPHABET}]{${TICKET_ID_CODE_LENGTH}}$`,
);

/**
 * A new id from `random` bytes. The alphabet has 32 characters, so each byte's low five bits
 * pick one with no bias.
 */
export const newTicketId = (random: (size: number) => Uint8Array = randomBytes): string => {
  const bytes = random(TICKET_ID_CODE_LENGTH);
  const code = Array.from(bytes, (byte) => TICKET_ID_ALPHABET[byte & 31]).join('');
  return `${TICKET_ID_PREFIX}${code}`;
};

/** Whether a string is shaped like a ticket id (a path's id that is not cannot exist). */
export const isTicketId = (value: string): boolean => ticketIdPattern.test(value);
