/**
 * Why the safe fetcher would not (or could not) fetch an address. The first five mean "this
 * address may never be fetched" (the shopper gave something we refuse on principle); the rest
 * mean the store did not answer in a usable way this time.
 */
export type FetchRefusalReason =
  | 'invalid-url'
  | 'scheme'
  | 'port'
  | 'credentials'
  | 'private-address'
  | 'dns'
  | 'connect'
  | 'timeout'
  | 'too-large'
  | 'too-many-redirects'
  | 'bad-redirect';

/** The reasons that no retry can fix: the address itself is off limits. */
export const PERMANENT_REFUSALS: ReadonlySet<FetchRefusalReason> = new Set([
  'invalid-url',
  'scheme',
  'port',
  'credentials',
  'private-address',
]);

export class FetchRefused extends Error {
  override readonly name = 'FetchRefused';

  constructor(
    readonly reason: FetchRefusalReason,
    readonly detail: string,
  ) {
    super(`fetch refused: ${reason} (${detail})`);
  }
}
