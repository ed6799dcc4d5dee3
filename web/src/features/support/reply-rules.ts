/**
 * A reply's check, without zod: the ticket page draws its reply form at once, and zod (about
 * 26 KB gzip) put the page over the 150 KB first-load budget. The rules are the shared schema's
 * (`supportMessageTextSchema`: the length first, then trimmed, required, at least 10), its
 * constants and messages; reply-rules.test.ts holds the two to the same answers.
 */
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGE_MIN_LENGTH,
  supportMessages,
} from '@shop-scanner/shared/support-rules';
import type { TicketReply } from '@shop-scanner/shared/support';
import type { FormCheck } from '../../lib/use-checked-form';

/** What is wrong with a message, in the spec's words, or undefined when it may be sent. */
export const messageProblem = (message: string): string | undefined => {
  // The length before anything else, as the server checks it.
  if (message.length > SUPPORT_MESSAGE_MAX_LENGTH) return supportMessages.messageTooLong;
  const text = message.trim();
  if (text.length === 0) return supportMessages.messageRequired;
  if (text.length < SUPPORT_MESSAGE_MIN_LENGTH) return supportMessages.messageTooShort;
  return undefined;
};

export const checkTicketReply: FormCheck<TicketReply, TicketReply> = ({ message }) => {
  const problem = messageProblem(message);
  return problem
    ? { ok: false, errors: { message: problem } }
    : { ok: true, data: { message: message.trim() } };
};
