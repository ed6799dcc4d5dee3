/**
 * The VAPID identity's pure rule: the key pair a seed stands for (vapid-keys.ts loads the
 * identity from the environment with it; which subjects push services take is a shared rule,
 * shared/src/push-rules.ts, since the CDK stack checks the subject it is given too).
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
