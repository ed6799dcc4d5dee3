import { useLocation } from 'react-router';
import type { UsageFeature } from '@shop-scanner/shared/plans';
import { guestLimitText, UPGRADE_PATH } from '../../lib/usage-wording';
import { ButtonLink } from './button';

/**
 * A plan limit is reached, and the shortest honest way on from it.
 *
 * - A signed-in shopper gets the spec's message (the server's 429 text when there is one), an
 *   optional note on what is still allowed, and one step to the checkout inside /pricing with
 *   Premium chosen.
 * - A guest has no plan to upgrade: they are told to sign up (free, with an allowance of their
 *   own), and come back here after.
 *
 * As the answer to a refused action it is announced (`announce`: role alert); as a page's standing
 * state it is not, so it is not read out again on every visit.
 */
export const LimitBanner = ({
  feature,
  signedIn,
  message,
  note,
  announce = false,
  testId,
}: {
  feature: UsageFeature;
  signedIn: boolean;
  /** What a signed-in shopper is told; a guest is always told about an account instead. */
  message: string;
  note?: string | undefined;
  announce?: boolean;
  testId: string;
}) => {
  const location = useLocation();
  const guest = guestLimitText(feature);
  // The sign-up and sign-in pages send the shopper back where they were (app/return-to.ts).
  const back = { from: location };
  return (
    <div
      className="limit-banner"
      role={announce ? 'alert' : undefined}
      data-testid={testId}
      data-audience={signedIn ? 'member' : 'guest'}
    >
      <div className="limit-banner__text">
        <p className="limit-banner__message">{signedIn ? message : guest.message}</p>
        {(signedIn ? note : guest.note) && (
          <p className="limit-banner__note">{signedIn ? note : guest.note}</p>
        )}
      </div>
      <div className="limit-banner__actions">
        {signedIn ? (
          <>
            <ButtonLink to={UPGRADE_PATH}>Upgrade to Premium</ButtonLink>
            <ButtonLink to="/pricing" variant="secondary">
              Compare plans
            </ButtonLink>
          </>
        ) : (
          <>
            <ButtonLink to="/register" state={back}>
              Sign Up Free
            </ButtonLink>
            <ButtonLink to="/login" state={back} variant="secondary">
              Log In
            </ButtonLink>
          </>
        )}
      </div>
    </div>
  );
};
