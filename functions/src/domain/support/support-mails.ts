/**
 * The e-mails a ticket sends its requester, as pure functions of the ticket: the
 * acknowledgement of a new request, each staff answer, and the news that it was resolved.
 * Each has a plain-text body and an HTML one; every text a person wrote is escaped in the HTML.
 */
import {
  appealOutcomeLabels,
  SUPPORT_REPLY_PROMISE,
  ticketStatusLabel,
  type AppealOutcome,
} from '@shop-scanner/shared/support-rules';
import type { OutgoingMail } from '../../lib/mailer';
import type { TicketRecord } from '../../data/support-ticket-keys';

const htmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);

/** A person's text as HTML paragraphs, their line breaks kept. */
const htmlText = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/**
 * The ticket's page on the site, for a signed-in requester's ticket (a guest's ticket has no page
 * they can open); undefined too when the site's address is not configured.
 */
export const ticketLink = (
  ticket: Pick<TicketRecord, 'id' | 'userId'>,
  siteUrl: string | undefined,
): string | undefined =>
  siteUrl && ticket.userId
    ? `${siteUrl.replace(/\/+$/, '')}/support/ticket/${encodeURIComponent(ticket.id)}`
    : undefined;

/** How the requester answers: on the ticket's page, or (a guest) with a new request. */
const howToAnswer = (ticket: Pick<TicketRecord, 'id' | 'userId'>): string =>
  ticket.userId
    ? "To answer, reply on the ticket's page."
    : `To tell us more, send a new request through the contact form and mention ${ticket.id}.`;

interface MailParts {
  readonly to: string;
  readonly subject: string;
  /** Paragraphs of plain text (the message quoted is one of them). */
  readonly lines: readonly string[];
  readonly quoted?: string;
  /** A paragraph after the quoted message. */
  readonly closing?: string;
  readonly link?: string;
}

const compose = ({ to, subject, lines, quoted, closing, link }: MailParts): OutgoingMail => ({
  to,
  subject,
  text: [
    ...lines,
    ...(quoted ? [quoted] : []),
    ...(closing ? [closing] : []),
    ...(link ? [`View your ticket: ${link}`] : []),
    'Shop Scanner Support',
  ].join('\n\n'),
  html: [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(quoted ? [`<blockquote>${htmlText(quoted)}</blockquote>`] : []),
    ...(closing ? [`<p>${escapeHtml(closing)}</p>`] : []),
    ...(link ? [`<p><a href="${escapeHtml(link)}">View your ticket</a></p>`] : []),
    '<p>Shop Scanner Support</p>',
  ].join('\n'),
});

/** Sent when a request is received: its ticket id, its subject, and when to expect a reply. */
export const acknowledgementMail = (ticket: TicketRecord, siteUrl?: string): OutgoingMail =>
  compose({
    to: ticket.email,
    subject: `[${ticket.id}] We received your request: ${ticket.subject}`,
    lines: [
      `Hello ${ticket.name},`,
      `Thank you for contacting Shop Scanner support. Your request "${ticket.subject}" has the ticket id ${ticket.id}.`,
      `We will reply ${SUPPORT_REPLY_PROMISE}.`,
      ...(ticket.userId
        ? []
        : [`Please keep the id ${ticket.id} and mention it if you write again.`]),
    ],
    link: ticketLink(ticket, siteUrl),
  });

/** Sent with every staff answer: the answer itself, and the ticket's status after it. */
export const staffReplyMail = (
  ticket: TicketRecord,
  reply: string,
  siteUrl?: string,
): OutgoingMail =>
  compose({
    to: ticket.email,
    subject: `[${ticket.id}] New reply: ${ticket.subject}`,
    lines: [
      `Hello ${ticket.name},`,
      `Our support team answered your request "${ticket.subject}" (status: ${ticketStatusLabel(ticket.status)}):`,
    ],
    quoted: reply,
    closing: howToAnswer(ticket),
    link: ticketLink(ticket, siteUrl),
  });

/** Sent when staff mark the ticket resolved. */
export const resolvedMail = (ticket: TicketRecord, siteUrl?: string): OutgoingMail =>
  compose({
    to: ticket.email,
    subject: `[${ticket.id}] Resolved: ${ticket.subject}`,
    lines: [
      `Hello ${ticket.name},`,
      `Your request "${ticket.subject}" is marked resolved.`,
      ticket.userId
        ? "If it is not, reply on the ticket's page and it opens again."
        : `If it is not, send a new request through the contact form and mention ${ticket.id}.`,
    ],
    link: ticketLink(ticket, siteUrl),
  });

/** Sent when staff decide a store appeal: the outcome, and the note shoppers will read with it. */
export const appealOutcomeMail = (
  ticket: TicketRecord,
  decision: { readonly outcome: AppealOutcome; readonly note: string },
  siteUrl?: string,
): OutgoingMail =>
  compose({
    to: ticket.email,
    subject: `[${ticket.id}] ${appealOutcomeLabels[decision.outcome]}: ${ticket.subject}`,
    lines: [
      `Hello ${ticket.name},`,
      `We reviewed the verdict you asked about ("${ticket.subject}"). Outcome: ${appealOutcomeLabels[decision.outcome]}.`,
      decision.outcome === 'corrected'
        ? 'The next analysis of the store reads it again. Shoppers who analyse it will see this outcome and our note:'
        : 'Shoppers who analyse the store will see this outcome and our note:',
    ],
    quoted: decision.note,
    link: ticketLink(ticket, siteUrl),
  });
