/**
 * What another part of the app hands to the support page's Contact Us tab to start its form from
 * (the help widget's conversation, say): a subject and a message the shopper sees, edits and sends
 * themselves. It travels in the router's location state, not the URL, so a transcript never lands
 * in the address bar, the history's URLs or a server log.
 */

export interface ContactPrefill {
  readonly subject: string;
  readonly message: string;
}

interface PrefillState {
  readonly contactPrefill: ContactPrefill;
}

/** The location state to navigate with: `navigate(path, { state: contactPrefillState(p) })`. */
export const contactPrefillState = (prefill: ContactPrefill): PrefillState => ({
  contactPrefill: prefill,
});

const isText = (value: unknown): value is string => typeof value === 'string';

/** The prefill a location's state carries, if it carries a well-formed one. */
export const readContactPrefill = (state: unknown): ContactPrefill | undefined => {
  if (typeof state !== 'object' || state === null || !('contactPrefill' in state)) return undefined;
  const prefill: unknown = state.contactPrefill;
  if (typeof prefill !== 'object' || prefill === null) return undefined;
  const { subject, message } = prefill as Record<string, unknown>;
  return isText(subject) && isText(message) ? { subject, message } : undefined;
};
