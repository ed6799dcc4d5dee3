/**
 * The support area's fixed lists, labels, limits and texts, without zod: the support page's first
 * load reads these, and support.ts (the zod contracts) would bring all of zod with it.
 * support.ts re-exports everything here.
 */

// ---------------------------------------------------------------------------------------------
// Lists and labels (the spec's entities and states)

/** The contact form's categories, the default first. */
export const supportCategories = ['support', 'bug', 'feature', 'billing', 'other'] as const;
export type SupportCategory = (typeof supportCategories)[number];
export const DEFAULT_SUPPORT_CATEGORY: SupportCategory = 'support';

/**
 * A store owner's request to review a verdict: not on the contact form's list, because it is
 * opened from a store-analysis result and carries the store and its verdict.
 */
export const STORE_APPEAL_CATEGORY = 'store-appeal';
export const ticketCategories = [...supportCategories, STORE_APPEAL_CATEGORY] as const;
export type TicketCategory = (typeof ticketCategories)[number];

export const supportPriorities = ['urgent', 'high', 'medium', 'low'] as const;
export type SupportPriority = (typeof supportPriorities)[number];
export const DEFAULT_SUPPORT_PRIORITY: SupportPriority = 'medium';
/** Highest first: the order a priority sort reads in. */
const priorityRank: Readonly<Record<SupportPriority, number>> = {
  urgent: 4,
  high: 3,
  medium: 2,
  low: 1,
};
export const supportPriorityRank = (priority: SupportPriority): number => priorityRank[priority];

export const ticketStatuses = [
  'open',
  'in_progress',
  'waiting_response',
  'resolved',
  'closed',
] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
export const ticketStatusLabels: Readonly<Record<TicketStatus, string>> = {
  open: 'Open',
  in_progress: 'In Progress',
  waiting_response: 'Waiting for Response',
  resolved: 'Resolved',
  closed: 'Closed',
};
/** An unknown status is shown as open, an unknown priority as medium. */
export const ticketStatusLabel = (status: string): string =>
  ticketStatusLabels[
    (ticketStatuses as readonly string[]).includes(status) ? (status as TicketStatus) : 'open'
  ];

export const ticketSorts = ['updated', 'created', 'priority'] as const;
export type TicketSort = (typeof ticketSorts)[number];
export const DEFAULT_TICKET_SORT: TicketSort = 'updated';

/** Who wrote a message of a ticket's conversation. */
export const ticketAuthors = ['user', 'staff'] as const;
export type TicketAuthor = (typeof ticketAuthors)[number];

/** The Cognito group whose members answer tickets (the staff inbox). */
export const SUPPORT_STAFF_GROUP = 'support';

// ---------------------------------------------------------------------------------------------
// Limits

export const SUPPORT_SUBJECT_MAX_LENGTH = 100;
export const SUPPORT_MESSAGE_MIN_LENGTH = 10;
export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;
/** A ticket id: `SS-` and a short readable code, e.g. SS-7K3M9QX2. */
export const TICKET_ID_PREFIX = 'SS-';
export const TICKET_SEARCH_MAX_LENGTH = 100;
/** What the confirmation promises. */
export const SUPPORT_REPLY_PROMISE = 'within 24 hours';

// ---------------------------------------------------------------------------------------------
// Texts (the spec's words, word for word)

export const supportMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Subject is required',
  subjectTooLong: 'Subject must be less than 100 characters',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message must be less than 2000 characters',
  submitFailed: 'Failed to submit support request. Please try again.',
  submitted: 'Support request submitted successfully!',
  noArticles: 'No articles found',
  // Not in the spec: the answers to a choice outside its list.
  categoryInvalid: 'Please choose a category',
  priorityInvalid: 'Please choose a priority',
  statusInvalid: 'Please choose a status',
  sortInvalid: 'Please choose a sort order',
} as const;

// ---------------------------------------------------------------------------------------------
// Store owners' appeals

/** What staff decide on an appeal: the verdict stands, or it was corrected. */
export const appealOutcomes = ['verdict-stands', 'corrected'] as const;
export type AppealOutcome = (typeof appealOutcomes)[number];
/** The outcome as a sentence ends with it: "…asked for a review on Nov 27, 2026: corrected". */
export const appealOutcomeWords: Readonly<Record<AppealOutcome, string>> = {
  'verdict-stands': 'verdict stands',
  corrected: 'corrected',
};
export const appealOutcomeLabels: Readonly<Record<AppealOutcome, string>> = {
  'verdict-stands': 'Verdict stands',
  corrected: 'Corrected',
};

/** Not spec texts: the appeal's own answers. */
export const appealMessages = {
  askForReview: 'Is this your store? Ask for a review',
  noReport:
    'There is no analysis of this store to review. Analyse the store, then ask for a review.',
  reportExpired:
    "This store's analysis has expired. Analyse the store again, then ask for a review.",
  alreadyOpen: 'You already asked for a review of this store. Its ticket is still open.',
  notAnAppeal: 'This ticket is not a store appeal.',
  alreadyDecided: 'This appeal already has an outcome.',
  outcomeInvalid: 'Please choose an outcome',
  noteRequired: 'Please write a note for the requester',
} as const;

/** "The store's owner asked for a review on {date}: {outcome}", the date already formatted. */
export const appealOutcomeSentence = (askedOn: string, outcome: AppealOutcome): string =>
  `The store's owner asked for a review on ${askedOn}: ${appealOutcomeWords[outcome]}`;
