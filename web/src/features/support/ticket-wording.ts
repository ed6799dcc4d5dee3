/**
 * How a ticket's fields read on the support page, the ticket page and the staff inbox. The status
 * labels are the spec's (shared/support-rules.ts); an unknown status reads as Open and an unknown
 * priority as Medium, as the spec says, so an answer from a newer server never shows a blank.
 */
import {
  supportPriorities,
  ticketCategories,
  ticketStatuses,
  ticketStatusLabel,
  type SupportCategory,
  type SupportPriority,
  type TicketCategory,
  type TicketSort,
  type TicketStatus,
} from '@shop-scanner/shared/support-rules';
import type { Tone } from '../../components/ui/tone';

export { ticketStatusLabel };

export const categoryLabels: Readonly<Record<TicketCategory, string>> = {
  support: 'General support',
  bug: 'Bug report',
  feature: 'Feature request',
  billing: 'Billing',
  other: 'Other',
  'store-appeal': 'Store review request',
};

/** The contact form's choices: the spec's five (a store review is asked from a verdict). */
export const contactCategoryLabel = (category: SupportCategory): string => categoryLabels[category];

export const categoryLabel = (category: string): string =>
  (ticketCategories as readonly string[]).includes(category)
    ? categoryLabels[category as TicketCategory]
    : categoryLabels.other;

export const priorityLabels: Readonly<Record<SupportPriority, string>> = {
  urgent: 'Urgent',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const priorityLabel = (priority: string): string =>
  priorityLabels[
    (supportPriorities as readonly string[]).includes(priority)
      ? (priority as SupportPriority)
      : 'medium'
  ];

const statusTones: Readonly<Record<TicketStatus, Tone>> = {
  open: 'info',
  in_progress: 'warning',
  waiting_response: 'warning',
  resolved: 'success',
  closed: 'neutral',
};

/** The colour beside a status's label; an unknown status is drawn as Open, as it reads. */
export const statusTone = (status: string): Tone =>
  statusTones[
    (ticketStatuses as readonly string[]).includes(status) ? (status as TicketStatus) : 'open'
  ];

export const sortLabels: Readonly<Record<TicketSort, string>> = {
  updated: 'Last updated',
  created: 'Date created',
  priority: 'Priority',
};

/** Staff answers so far, in words. */
export const responseCountText = (count: number): string =>
  count === 0 ? 'No responses yet' : count === 1 ? '1 response' : `${count} responses`;

/** The ticket page's own toasts (the spec names only the contact form's). */
export const ticketPageMessages = {
  replySent: 'Reply sent',
  replyFailed: 'Failed to send your reply. Please try again.',
  statusChanged: (status: string) => `Status changed to ${ticketStatusLabel(status)}`,
  statusFailed: 'Failed to change the status. Please try again.',
} as const;
