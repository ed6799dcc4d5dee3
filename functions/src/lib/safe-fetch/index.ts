/**
 * The safe fetcher, the one way this app fetches an address a user gave: http(s)
 * on ports 80/443 only, public addresses only (checked again at the socket, so DNS rebinding
 * cannot slip through), redirects re-checked hop by hop, capped bodies, one deadline, and
 * politeness per store. `safeFetcher` is configured from the environment; tests build their own
 * with createSafeFetcher (an allow-list for their loopback stores, an injected DNS).
 */
import { env } from '../env';
import { parseAllowPrivateHosts } from './allow-list';
import { createSafeFetcher, DEFAULT_USER_AGENT } from './create-safe-fetcher';

export type { FetchOptions, FetchResponse, SafeFetcher } from './safe-fetcher';
export { FetchRefused, PERMANENT_REFUSALS, type FetchRefusalReason } from './fetch-refused';
export {
  createSafeFetcher,
  DEFAULT_USER_AGENT,
  type SafeFetcherInstance,
  type SafeFetcherOptions,
} from './create-safe-fetcher';
export type { ResolveHost, ResolvedAddress } from './guarded-agent';
export { parseAllowPrivateHosts } from './allow-list';

/** The app's fetcher. The allow-list is parsed here, at load: set on AWS, the cold start fails. */
export const safeFetcher = createSafeFetcher({
  allowPrivateHosts: parseAllowPrivateHosts(env.FETCH_ALLOW_PRIVATE_HOSTS),
  userAgent: env.FETCH_USER_AGENT ?? DEFAULT_USER_AGENT,
});
