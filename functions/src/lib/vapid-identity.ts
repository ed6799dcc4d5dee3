/**
 * The VAPID identity's pure rules: the key pair a seed stands for, and which subjects push
 * services take. vapid-keys.ts loads the identity from the environment with these.
 */
import { createECDH, hkdfSync } from 'node:crypto';

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
