/**
 * The VAPID identity the server signs its push requests with: a P-256 key pair and a subject
 * (who to contact about them). Read once per container.
 *
 * - On AWS the stack generates a random seed into Secrets Manager (VAPID_SECRET_ARN, a JSON
 *   {seed}) and the key pair is derived from it here, the same in every container: Secrets
 *   Manager cannot generate an EC key itself, and a derivation needs no custom resource. Rotating
 *   the seed makes every existing subscription invalid, as any change of VAPID key does.
 * - Locally the stack generates a key pair into the data folder on its first start and passes it
 *   as VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.
 *
 * The subject must be a `mailto:` address or an https URL a push service can reach someone at:
 * Apple's service refuses a localhost one, so such a subject fails at start-up, not at the
 * first push.
 */
import { env } from './env';
import { readJsonSecret } from './secrets';
import { vapidSubjectProblem } from '@shop-scanner/shared/push-rules';
import { vapidKeysFromSeed, type VapidDetails, type VapidKeys } from './vapid-identity';

export type { VapidDetails, VapidKeys } from './vapid-identity';

/** The subject, checked: call at module load of whoever sends, so a bad one fails the cold start. */
export const readVapidSubject = (): string => {
  const subject = env.VAPID_SUBJECT;
  if (!subject) throw new Error('Missing environment variable VAPID_SUBJECT');
  const problem = vapidSubjectProblem(subject);
  if (problem) throw new Error(`VAPID_SUBJECT "${subject}" is refused: ${problem}`);
  return subject;
};

const readKeys = async (): Promise<VapidKeys> => {
  if (env.VAPID_SECRET_ARN) {
    const { seed } = await readJsonSecret(env.VAPID_SECRET_ARN);
    if (typeof seed !== 'string' || seed.length < 32)
      throw new Error('The VAPID secret must hold a seed of at least 32 characters');
    return vapidKeysFromSeed(seed);
  }
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  throw new Error('Set VAPID_SECRET_ARN (AWS) or VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (local)');
};

let ready: Promise<VapidDetails> | undefined;

/** The keys and subject, loaded on first use and kept for the container's life. */
export const vapidDetails = (): Promise<VapidDetails> => {
  ready ??= readKeys().then((keys) => ({ ...keys, subject: readVapidSubject() }));
  // A failed load (a secret not readable yet) is tried again on the next call.
  ready.catch(() => {
    ready = undefined;
  });
  return ready;
};
