import { productMessages, usageMessages } from '@shop-scanner/shared/messages';
import { plans } from '@shop-scanner/shared/plans';
import { ButtonLink } from '../../../components/ui/button';
import { LimitBanner } from '../../../components/ui/limit-banner';
import { shopperMessage } from '../../../lib/api/errors';
import type { ApiError } from '../../../lib/api-client';
import { monthlyAllowanceText } from '../../../lib/usage-wording';

/**
 * What a shopper at the limit can still do: only new words use a search (the server's
 * rule, docs/plans.md#limits), so narrowing, sorting and paging are never refused.
 */
export const SEARCH_STILL_FREE_NOTE =
  'Still free: words you searched earlier this month, and any filter, sort or page.';

/**
 * The search limit banner. `message` is the server's 429 text or the spec's
 * standing one. A signed-in shopper is led to the checkout with Premium chosen, and told what is
 * still free; a guest, whose allowance is kept against their address, is offered a free account
 * instead (limit-banner.tsx). A refusal is announced; the standing 'none left' state is only shown.
 */
export const SearchLimitBanner = ({
  message,
  signedIn,
  announce = false,
}: {
  message: string;
  signedIn: boolean;
  announce?: boolean;
}) => (
  <LimitBanner
    feature="crossPlatformSearch"
    signedIn={signedIn}
    message={message}
    note={SEARCH_STILL_FREE_NOTE}
    announce={announce}
    testId="search-limit-banner"
  />
);

/** The server's 429 text, or the spec's own when the answer had none. */
export const limitMessage = (error: ApiError) => error.message || usageMessages.searchLimitShort;

/**
 * The error box: 'Search error' with the error's message, or the fallback when there
 * is no message a shopper can read (an answer that did not match its contract, say).
 */
export const SearchErrorBox = ({ error }: { error: unknown }) => {
  const message = shopperMessage(error, productMessages.searchErrorFallback);
  return (
    <div className="notice notice--error search-error" role="alert">
      <h2 className="search-error__title">{productMessages.searchErrorTitle}</h2>
      <p className="search-error__message">{message}</p>
    </div>
  );
};

const freeSearches = plans.free.limits.crossPlatformSearches;

/** The guests' call to action. */
export const GuestCallToAction = () => (
  <aside className="guest-cta" aria-labelledby="guest-cta-title">
    <h2 id="guest-cta-title" className="guest-cta__title">
      Get more from Shop Scanner
    </h2>
    <p className="guest-cta__text">
      Create a free account to scan barcodes and check online stores. The free plan includes{' '}
      {monthlyAllowanceText('crossPlatformSearch', freeSearches)}; filters, sorting and paging never
      use one. Premium makes them unlimited.
    </p>
    <div className="guest-cta__actions">
      <ButtonLink to="/register">Sign Up Free</ButtonLink>
      <ButtonLink to="/pricing" variant="secondary">
        View Pricing
      </ButtonLink>
    </div>
  </aside>
);
