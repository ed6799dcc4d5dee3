/**
 * Shoppers with devices, for tests of what the server pushes: a signed-up shopper (token and
 * user id), and a device of theirs subscribed at the local push service and then at the API, as a
 * browser's push card does.
 */
import { expect } from 'vitest';
import { apiCaller, emulators, signUpAndSignIn } from '../../../local/test/stack';
import { asBrowserJson, localPushService, type ServiceSubscription } from './local-push-service';

export interface Shopper {
  readonly token: string;
  readonly userId: string;
}

export const pushShoppers = (appUrl: () => string, serviceUrl: () => string) => {
  const call = apiCaller(appUrl);
  const service = localPushService(serviceUrl);
  let publicKey: string | undefined;

  const shopper = async (): Promise<Shopper> => {
    const { IdToken } = await signUpAndSignIn(appUrl(), emulators().ids.userPoolClientId);
    const payload = Buffer.from(IdToken.split('.')[1] ?? '', 'base64url').toString();
    return { token: IdToken, userId: (JSON.parse(payload) as { sub: string }).sub };
  };

  /** A device of the shopper: subscribed at the push service, then at the API. */
  const device = async (who: Shopper): Promise<ServiceSubscription> => {
    publicKey ??= (await call('GET', '/api/push/vapid-key')).body.publicKey as string;
    const subscription = await service.subscribe(publicKey);
    const { status } = await call('POST', '/api/push/subscribe', {
      token: who.token,
      body: { subscription: asBrowserJson(subscription), userId: who.userId },
    });
    expect(status).toBe(201);
    return subscription;
  };

  return { call, service, shopper, device };
};
