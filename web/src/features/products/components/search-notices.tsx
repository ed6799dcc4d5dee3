import { productMessages, usageMessages } from '@shop-scanner/shared/messages';
import { plans } from '@shop-scanner/shared/plans';
import { ButtonLink } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';

/**
 * The limit-reached banner (part 2 §2 and §8). `message` is the server's 429 text. Guests get the
 * same answer (their allowance is kept against their address), so they are offered an account too.
 */
export const LimitBanner = ({ message, signedIn }: { message: string; signedIn: boolean }) => (
  <div className="search-limit-banner" role="alert" data-testid="search-limit-banner">
    <p className="search-limit-banner__message">{message}</p>
    <div className="search-limit-banner__actions">
      <ButtonLink to="/pricing">Upgrade plan</ButtonLink>
      {!signedIn && (
        <ButtonLink to="/register" variant="secondary">
          Create a free account
        </ButtonLink>
      )}
    </div>
  </div>
);

/** The server's 429 text, or the spec's own when the answer had none. */
export const limitMessage = (error: ApiError) => error.message || usageMessages.searchLimitShort;

/**
 * The error box (part 2 §8): 'Search error' with the error's message, or the fallback when there
 * is no message a shopper can read (an answer that did not match its contract, say).
 */
export const SearchErrorBox = ({ error }: { error: unknown }) => {
  const message =
    error instanceof ApiError && error.message
      ? error.message
      : productMessages.searchErrorFallback;
  return (
    <div className="notice notice--error search-error" role="alert">
      <h2 className="search-error__title">{productMessages.searchErrorTitle}</h2>
      <p className="search-error__message">{message}</p>
    </div>
  );
};

const freeSearches = plans.free.limits.crossPlatformSearches;

/** The guests' call to action (part 2 §2 and §6). */
export const GuestCallToAction = () => (
  <aside className="guest-cta" aria-labelledby="guest-cta-title">
    <h2 id="guest-cta-title" className="guest-cta__title">
      Get more from Shop Scanner
    </h2>
    <p className="guest-cta__text">
      Create a free account to scan barcodes and keep a wishlist. The free plan includes{' '}
      {freeSearches} searches a month; Premium makes them unlimited.
    </p>
    <div className="guest-cta__actions">
      <ButtonLink to="/register">Sign Up Free</ButtonLink>
      <ButtonLink to="/pricing" variant="secondary">
        View Pricing
      </ButtonLink>
    </div>
  </aside>
);
