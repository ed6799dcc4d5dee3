/**
 * The local stack's VAPID key pair: generated into `<DATA_DIR>/push/vapid-keys.json` on the first
 * start and read from there after, so browsers subscribed before a restart stay subscribed (a new
 * key would invalidate every subscription). Without a folder (tests), a fresh pair in memory.
 */
import { createECDH } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface VapidKeyPair {
  readonly publicKey: string;
  readonly privateKey: string;
}

export const generateVapidKeyPair = (): VapidKeyPair => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // getPrivateKey drops leading zero bytes; VAPID wants the whole 32-byte scalar.
    privateKey: Buffer.from(ecdh.getPrivateKey().toString('hex').padStart(64, '0'), 'hex').toString(
      'base64url',
    ),
  };
};

const isKeyPair = (value: unknown): value is VapidKeyPair =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VapidKeyPair).publicKey === 'string' &&
  typeof (value as VapidKeyPair).privateKey === 'string';

export const vapidKeysIn = (dir: string | undefined): VapidKeyPair => {
  if (dir === undefined) return generateVapidKeyPair();
  const file = path.join(dir, 'vapid-keys.json');
  try {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isKeyPair(stored)) return stored;
    throw new Error(`${file} does not hold a VAPID key pair: remove it to generate a new one`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = generateVapidKeyPair();
  mkdirSync(dir, { recursive: true });
  // The private key signs every push: readable by this user only.
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return keys;
};
