/**
 * A business's own store: naming its website (a domain one business at a time), and proving it
 * controls the site by publishing a file there, which the server fetches through the guarded
 * fetcher (public addresses only, capped, with a deadline; locally the loopback fixture stores).
 */
import {
  businessStoreMessages as m,
  type BusinessStore,
  type BusinessStoreView,
  type VerificationAnswer,
} from '@shop-scanner/shared/business-store';
import { marketplaceOf } from '../../adapters/store-reading/detect-platform';
import {
  claimStore,
  DomainTaken,
  getBusinessStore,
  markStoreVerified,
  StoreChangedMeanwhile,
} from '../../data/business-stores';
import { BadRequest, Conflict } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { FetchRefused, safeFetcher, type SafeFetcher } from '../../lib/safe-fetch';
import { storeKeyOf } from '../analysis-requests/store-key';
import {
  judgeVerificationFile,
  verificationMessages,
  verificationUrlOf,
} from './verification-file';

/** The file is a short code: anything longer is not it, and is not read past this. */
const VERIFICATION_FILE_MAX_BYTES = 4 * 1024;
const VERIFICATION_DEADLINE_MS = 8_000;

const storeChanged = 'Your store changed meanwhile: reload the page and try again';

export const viewOf = (store: BusinessStore): BusinessStoreView => ({
  ...store,
  verificationUrl: verificationUrlOf(store.website),
});

export const readStore = async (userId: string): Promise<BusinessStoreView | null> => {
  const store = await getBusinessStore(userId);
  return store ? viewOf(store) : null;
};

/**
 * Names the website; a marketplace (an Amazon listing, an Etsy shop) is refused: its domain is
 * the marketplace's, and no seller there may claim it.
 */
export const nameWebsite = async (
  userId: string,
  website: string,
  now: Date = new Date(),
): Promise<BusinessStoreView> => {
  if (marketplaceOf(new URL(website).hostname) !== undefined) throw new BadRequest(m.marketplace);
  const domain = storeKeyOf(website);
  const current = await getBusinessStore(userId);
  try {
    return viewOf(await claimStore(userId, current, { domain, website }, now));
  } catch (error) {
    if (error instanceof DomainTaken) throw new Conflict(m.domainTaken);
    if (error instanceof StoreChangedMeanwhile) throw new Conflict(storeChanged);
    throw error;
  }
};

const fetchVerificationFile = async (
  fetcher: SafeFetcher,
  url: string,
): Promise<{ status: number; body: string } | undefined> => {
  try {
    const response = await fetcher.fetch(url, {
      maxBytes: VERIFICATION_FILE_MAX_BYTES,
      deadlineMs: VERIFICATION_DEADLINE_MS,
      keepFirstPart: true,
      headers: { accept: 'text/plain' },
    });
    return { status: response.status, body: response.text() };
  } catch (error) {
    if (error instanceof FetchRefused) {
      logger.info('Verification file not fetched', { url, reason: error.reason });
      return undefined;
    }
    throw error;
  }
};

/** Fetches the verification file and says what was found; verified once the code is there. */
export const verifyStore = async (
  userId: string,
  fetcher: SafeFetcher = safeFetcher,
  now: Date = new Date(),
): Promise<VerificationAnswer> => {
  const store = await getBusinessStore(userId);
  if (!store) throw new Conflict(m.noStore);
  if (store.verified)
    return { outcome: 'verified', message: m.alreadyVerified, store: viewOf(store) };
  const answer = await fetchVerificationFile(fetcher, verificationUrlOf(store.website));
  const outcome = answer ? judgeVerificationFile(answer, store.verificationToken) : 'unreachable';
  if (outcome !== 'verified') {
    return { outcome, message: verificationMessages[outcome], store: viewOf(store) };
  }
  if (!(await markStoreVerified(userId, store.domain, now))) throw new Conflict(storeChanged);
  const verified = { ...store, verified: true, verifiedAt: now.toISOString() };
  return { outcome, message: m.verified, store: viewOf(verified) };
};
