/** The local stack's settings, read from the environment once. */
import path from 'node:path';
import { repoRoot } from './paths';
import { readStripeKeys, type StripeKeys } from './stripe-mode';

export interface LocalSettings {
  readonly port: number;
  readonly dataDir: string;
  readonly logLevel: string;
  /** Stripe itself instead of the local stand-in, when its keys are set. */
  readonly stripeKeys?: StripeKeys;
  /** VAPID_SUBJECT: the contact push services see (a mailto: address or an https URL). */
  readonly vapidSubject?: string;
}

export const readSettings = (source: NodeJS.ProcessEnv = process.env): LocalSettings => {
  const port = Number(source.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got ${source.PORT}`);
  }
  const stripeKeys = readStripeKeys(source);
  return {
    port,
    // Relative to the repository, whatever the working directory of `npm start`.
    dataDir: path.resolve(repoRoot, source.DATA_DIR ?? '.data'),
    logLevel: (source.LOG_LEVEL ?? 'INFO').toUpperCase(),
    ...(stripeKeys ? { stripeKeys } : {}),
    ...(source.VAPID_SUBJECT ? { vapidSubject: source.VAPID_SUBJECT } : {}),
  };
};
