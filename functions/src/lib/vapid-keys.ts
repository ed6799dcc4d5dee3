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
import { createECDH, hkdfSync } from 'node:crypto';
import { env } from './env';
import { readJsonSecret } from './secrets';

export interface VapidKeys {
  /** The uncompressed public point, base64url: what browsers take as applicationServerKey. */
  readonly publicKey: string;
  /** The 32-byte private scalar, base64url. */
  readonly privateKey: string;
}

export interface VapidDetails extends VapidKeys {
  readonly subject: string;
}

/** The order of the P-256 group: a private key is a number from 1 to n - 1. */
const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

/**
 * The key pair a seed stands for: HKDF-SHA-256 output taken as the private scalar, the next
 * counter tried in the (about 2^-32) case that it is not below the group order.
 */
export const vapidKeysFromSeed = (seed: string): VapidKeys => {
  for (let counter = 0; ; counter += 1) {
    const scalar = Buffer.from(
      hkdfSync('sha256', seed, 'shop-scanner', `vapid p-256 private key ${counter}`, 32),
    );
    const value = BigInt(`0x${scalar.toString('hex')}`);
    if (value === 0n || value >= P256_ORDER) continue;
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(scalar);
    return {
      publicKey: ecdh.getPublicKey().toString('base64url'),
      privateKey: scalar.toString('base64url'),
    };
  }
};

const isLocalHostName = (host: string): boolean => {
  const name = host.toLowerCase().replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name.endsWith('.local') ||
    name === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(name) ||
    name === '0.0.0.0'
  );
};

/** Why a VAPID subject would be refused, or undefined when it is a usable contact. */
export const vapidSubjectProblem = (subject: string): string | undefined => {
  if (subject.length > 256) return 'it is longer than 256 characters';
  if (subject.startsWith('mailto:')) {
    const address = subject.slice('mailto:'.length);
    const at = address.lastIndexOf('@');
    const domain = address.slice(at + 1);
    if (at < 1 || !domain.includes('.') || /\s/.test(address))
      return 'a mailto: subject needs an e-mail address';
    return isLocalHostName(domain) ? 'its address is on a local host' : undefined;
  }
  let url: URL;
  try {
    url = new URL(subject);
  } catch {
    return 'it is neither a mailto: address nor an https URL';
  }
  if (url.protocol !== 'https:') return 'it is neither a mailto: address nor an https URL';
  return isLocalHostName(url.hostname) ? 'it names a local host' : undefined;
};

const readSubject = (): string => {
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
  ready ??= readKeys().then((keys) => ({ ...keys, subject: readSubject() }));
  // A failed load (a secret not readable yet) is tried again on the next call.
  ready.catch(() => {
    ready = undefined;
  });
  return ready;
};
