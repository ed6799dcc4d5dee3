/**
 * Signed-in shoppers for the benchmarks that go through the API: signed up on the stack's
 * cognito-local and given a premium plan, so the monthly allowances never refuse a timed call.
 * Needs the stack's environment set (the subscriptions module reads it at import).
 */
import type { LocalStack } from '../../local/src/local-stack';
import { signUpAndSignIn } from '../../local/test/stack';
import { addDays } from '@shop-scanner/shared/time';

/** The `sub` claim of an ID token (already verified by whoever issued it to us). */
export const subjectOf = (idToken: string): string =>
  (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

/** A new shopper on an active premium plan: their ID token. */
export const premiumShopper = async (stack: LocalStack): Promise<string> => {
  const { putSubscription } = await import('../../functions/src/data/subscriptions');
  const { IdToken } = await signUpAndSignIn(stack.url, stack.emulators.ids.userPoolClientId);
  const now = new Date();
  await putSubscription({
    userId: subjectOf(IdToken),
    planId: 'premium',
    status: 'active',
    currentPeriodStart: now.toISOString(),
    currentPeriodEnd: addDays(now, 30).toISOString(),
    cancelAtPeriodEnd: false,
  });
  return IdToken;
};
