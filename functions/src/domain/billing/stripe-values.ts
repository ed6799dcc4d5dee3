/** How Stripe's objects carry times and references, read in one way by every billing module. */

/** Stripe's Unix seconds as an ISO instant. */
export const isoOfUnix = (seconds: number): string => new Date(seconds * 1000).toISOString();

/** The id of a reference Stripe gives either as an id or as the expanded object. */
export const idOf = (value: string | { id?: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : (value.id ?? null);
