import { createPublicKey, createVerify } from 'node:crypto';
import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { vapidKeysFromSeed } from './vapid-identity';

const SEED = 'a seed Secrets Manager generated, 64 characters of letters and digits';

describe('vapidKeysFromSeed', () => {
  it('derives the same pair from the same seed, and another from another', () => {
    // Act
    const first = vapidKeysFromSeed(SEED);
    const again = vapidKeysFromSeed(SEED);
    const other = vapidKeysFromSeed(`${SEED}!`);

    // Assess
    expect(again).toEqual(first);
    expect(other.publicKey).not.toBe(first.publicKey);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
  });

  it('gives a pair whose VAPID token verifies with its public key', () => {
    // Prepare
    const keys = vapidKeysFromSeed(SEED);
    const point = Buffer.from(keys.publicKey, 'base64url');
    const publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });

    // Act: the Authorization header web-push signs (vapid t=<jwt>, k=<public key>)
    const { Authorization } = webPush.getVapidHeaders(
      'https://fcm.googleapis.com',
      'mailto:ops@shop.example.org',
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
    );
    const token = /t=([^,]+)/.exec(Authorization)?.[1] ?? '';
    const [header = '', claims = '', signature = ''] = token.split('.');

    // Assess
    const verified = createVerify('SHA256')
      .update(`${header}.${claims}`)
      .verify({ key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    expect(verified).toBe(true);
  });
});
