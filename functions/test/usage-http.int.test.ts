/**
 * The scan quota over HTTP: a free user firing 20 barcode lookups at once through the local
 * gateway gets exactly 2 answers (found or not found) and 18 refusals with the spec's message,
 * and the subscription then reports the 2 scans.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import { usageMessages } from '@shop-scanner/shared/messages';
import type { App } from '../../local/src/local-stack';
import { emulators, signUpAndSignIn, startTestApp } from '../../local/test/stack';

let app: App;

beforeAll(async () => {
  // Unknown codes must not reach the public Open Food Facts API from a test: the fallback is off.
  process.env.OPEN_FACTS_BASE_URLS = '';
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const get = async (path: string, token: string) => {
  const response = await fetch(`${app.url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('the scan quota of barcode lookups', () => {
  it('answers 2 of 20 concurrent distinct lookups by a free user and refuses 18 with 429', async () => {
    // Prepare: 20 distinct EAN-13 codes with valid check digits (a 400 would not be a scan).
    const { IdToken } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
    const barcodes = Array.from({ length: 20 }, (_, i) =>
      withCheckDigit(
        `990${String(Date.now() % 1e7).padStart(7, '0')}${String(i).padStart(2, '0')}`,
      ),
    );
    expect(new Set(barcodes).size).toBe(20);

    // Act
    const answers = await Promise.all(
      barcodes.map((code) => get(`/api/products/barcode/${code}`, IdToken)),
    );
    const subscription = await get('/api/subscription', IdToken);

    // Assess
    const served = answers.filter((a) => a.status !== 429);
    const refused = answers.filter((a) => a.status === 429);
    expect(served).toHaveLength(2);
    for (const answer of served) expect([200, 404]).toContain(answer.status);
    expect(refused).toHaveLength(18);
    for (const answer of refused) {
      expect(answer.body).toEqual({ message: usageMessages.scanLimit(0) });
    }
    expect((subscription.body.usage as Record<string, unknown>).scansUsed).toBe(2);
  });

  it('serves a barcode already counted this month again at the limit, without counting it', async () => {
    // Prepare
    const { IdToken } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
    const [first = '', second = '', third = ''] = ['1', '2', '3'].map((n) =>
      withCheckDigit(`991${String(Date.now() % 1e8).padStart(8, '0')}${n}`),
    );
    await get(`/api/products/barcode/${first}`, IdToken);
    await get(`/api/products/barcode/${second}`, IdToken);

    // Act
    const repeated = await get(`/api/products/barcode/${first}`, IdToken);
    const fresh = await get(`/api/products/barcode/${third}`, IdToken);
    const subscription = await get('/api/subscription', IdToken);

    // Assess
    expect([200, 404]).toContain(repeated.status);
    expect(fresh).toEqual({ status: 429, body: { message: usageMessages.scanLimit(0) } });
    expect((subscription.body.usage as Record<string, unknown>).scansUsed).toBe(2);
  });
});
