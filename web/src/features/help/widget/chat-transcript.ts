/**
 * A chat conversation turned into a support request: a subject from the shopper's last question
 * and the transcript as the message, both within the contact form's limits. When the transcript
 * is too long its oldest lines go first: the newest ones hold what is still unanswered.
 */
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
} from '@shop-scanner/shared/support-rules';
import type { ContactPrefill } from '../../../lib/contact-prefill';
import { articlePath } from '../help-links';
import type { PassageAnswer } from './passage-search';

export type ChatEntry =
  | { readonly from: 'shopper'; readonly text: string }
  | { readonly from: 'help'; readonly passages: readonly PassageAnswer[] };

const SUBJECT_PREFIX = 'Help chat: ';
const LEFT_OUT = '[earlier messages left out]';
const ELLIPSIS = '…';

/** The text cut at its end to fit `max` characters, marked with an ellipsis where cut. */
const cutEnd = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - ELLIPSIS.length)}${ELLIPSIS}`;

/** The text cut at its start to fit `max` characters (the newest words kept). */
const cutStart = (text: string, max: number) =>
  text.length <= max ? text : `${ELLIPSIS}${text.slice(text.length - max + ELLIPSIS.length)}`;

/** One entry as a line of the transcript: what the shopper wrote, or what the chat quoted. */
export const transcriptLine = (entry: ChatEntry): string =>
  entry.from === 'shopper'
    ? `Me: ${entry.text.trim()}`
    : entry.passages.length === 0
      ? 'Help centre: no article answers this.'
      : `Help centre: ${entry.passages
          .map((p) => `"${p.articleTitle}" (${articlePath(p.slug)})`)
          .join(', ')}`;

const lastQuestion = (entries: readonly ChatEntry[]) =>
  entries.findLast((entry) => entry.from === 'shopper');

/** The support request the conversation becomes, newest lines kept within the message limit. */
export const transcriptRequest = (entries: readonly ChatEntry[]): ContactPrefill => {
  const question = lastQuestion(entries);
  const subject = cutEnd(
    `${SUBJECT_PREFIX}${question?.from === 'shopper' ? question.text.trim().replace(/\s+/g, ' ') : ''}`,
    SUPPORT_SUBJECT_MAX_LENGTH,
  );
  const lines = entries.map(transcriptLine);
  const fits = (kept: readonly string[], cut: boolean) =>
    [...(cut ? [LEFT_OUT] : []), ...kept].join('\n').length <= SUPPORT_MESSAGE_MAX_LENGTH;
  let first = 0;
  while (first < lines.length - 1 && !fits(lines.slice(first), first > 0)) first += 1;
  const kept = lines.slice(first);
  const message = [...(first > 0 ? [LEFT_OUT] : []), ...kept].join('\n');
  return { subject, message: cutStart(message, SUPPORT_MESSAGE_MAX_LENGTH) };
};
