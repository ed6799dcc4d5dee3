/**
 * Stripe sends an event in the API version of the webhook endpoint it goes to, fixed when that
 * endpoint is made, not in the version the app pins for its own calls. In another version an
 * event's objects may carry fields under other names or shapes (an invoice's subscription moved
 * under `parent` in 2025, its PaymentIntent behind `payments`), so a difference is reported in
 * words that say how to fix it. Pure, tested beside.
 */

/** What is wrong with an event's version, or undefined when it is the pinned one. */
export const webhookVersionProblem = (
  eventVersion: string | null | undefined,
  pinned: string,
): string | undefined => {
  if (eventVersion === pinned) return undefined;
  const sent = eventVersion ? `API version ${eventVersion}` : 'no API version';
  return (
    `Stripe sent this event in ${sent}, but the app reads ${pinned}: the webhook endpoint was ` +
    `made at another version. Make one at ${pinned} (npm run stripe:webhook-endpoint -- <url>), ` +
    'put its signing secret in the Stripe secret, then delete the old endpoint.'
  );
};
