/**
 * How often support can be written to, and the words of a refusal: pure figures, read by the
 * counting (support-rate-limits.ts) and by tests without loading the table's client.
 */

/** Enough for a person who writes again with more detail; too few to flood the staff inbox. */
export const SUPPORT_REQUESTS_PER_HOUR = 5;
/** A conversation's pace; a loop or a script meets the limit. */
export const SUPPORT_REPLIES_PER_HOUR = 30;

/** The limits' names in a 429's body, beside the plan's per-minute ones. */
export const SUPPORT_REQUEST_LIMIT = 'supportRequestsPerHour';
export const SUPPORT_REPLY_LIMIT = 'supportRepliesPerHour';

// Not spec texts: the spec's contact form has no limit to explain.
export const supportLimitMessages = {
  requests: 'Too many support requests in a short time. Please try again later.',
  replies: 'Too many replies in a short time. Please try again later.',
} as const;
