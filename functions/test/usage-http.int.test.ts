/**
 * The quotas over HTTP, through the local gateway: a free user firing 20 barcode lookups at once
 * gets exactly 2 answers (found or not found) and 18 refusals with the spec's message; one
 * barcode is one scan in any of its lengths; a search counts its words only (other filters, sorts
 * and pages of the same words are free, filters alone are free, a free user's third distinct
 * words are refused); a signed-in shopper's searches count against the shopper, a guest's against
 * their address (the socket's, as the local gateway writes it; a forged viewer-IP header changes
 * nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import { VIEWER_IP_HEADER } from '@shop-scanner/shared/edge-headers';
import { usageMessages } from '@shop-scanner/shared/messages';
import type { App } from '../../local/src/local-stack';
import { freshLoopbackAddress, requestFrom } from '../../local/test/source-address';
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

const get = async (path: string, token?: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${app.url}${path}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const usageOf = async (token: string) =>
  (await get('/api/subscription', token)).body.usage as Record<string, number>;

/** A word no other data holds, so a search of it is a new one. */
const word = () => `qu${Math.random().toString(36).slice(2, 10).replace(/\d/g, 'x')}`;

/** A GET from another machine (a loopback address of its own), optionally signed in. */
const getFrom = async (
  address: string,
  path: string,
  token?: string,
  headers: Record<string, string> = {},
) => {
  const answer = await requestFrom(address, `${app.url}${path}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  return { status: answer.status, body: answer.body as Record<string, unknown> };
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

    // Assess: the 10 lookups past the free plan's 10 scans a minute are refused by the rate
    // limit before the quota is asked, the rest by the quota (the refusals' split moves only if
    // the burst straddles a minute boundary).
    const served = answers.filter((a) => a.status !== 429);
    const refused = answers.filter((a) => a.status === 429);
    expect(served).toHaveLength(2);
    for (const answer of served) expect([200, 404]).toContain(answer.status);
    expect(refused).toHaveLength(18);
    for (const answer of refused) {
      if ('rateLimit' in answer.body) expect(answer.body.rateLimit).toBe('scansPerMinute');
      else expect(answer.body).toEqual({ message: usageMessages.scanLimit(0) });
    }
    expect(refused.filter((a) => 'rateLimit' in a.body).length).toBeGreaterThanOrEqual(8);
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

describe('scans of one barcode in its different lengths', () => {
  it('counts a UPC-A and the same code with a leading zero as one scan', async () => {
    // Prepare
    const { IdToken } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
    const upc = withCheckDigit(`4${String(Date.now() % 1e10).padStart(10, '0')}`);

    // Act
    const twelve = await get(`/api/products/barcode/${upc}`, IdToken);
    const thirteen = await get(`/api/products/barcode/0${upc}`, IdToken);
    const fourteen = await get(`/api/products/barcode/00${upc}`, IdToken);

    // Assess
    expect([twelve.status, thirteen.status, fourteen.status]).toEqual([404, 404, 404]);
    expect((await usageOf(IdToken)).scansUsed).toBe(1);
  });
});

describe('the search quota', () => {
  it('counts the words once: other filters, sorts and pages of the same words are free', async () => {
    // Prepare
    const { IdToken } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
    const words = [word(), word()];
    const path = (query: string, params: string) =>
      `/api/products/search?query=${encodeURIComponent(query)}${params}`;
    const narrowings = [
      '',
      '&inStock=true',
      '&page=2',
      '&sort=price',
      '&sort=price&direction=desc&page=3',
      '&limit=5',
      '&category=Books',
      '&minPrice=5&maxPrice=20&verified=true',
      '&category=Beverages&inStock=true&sort=createdAt',
    ];

    // Act
    const answers = await Promise.all(
      narrowings.map((params) => get(path(words.join(' '), params), IdToken)),
    );
    // The same words in another order and case are the same search.
    const reordered = await get(
      path(`${words[1]!.toUpperCase()}  ${words[0]}`, '&verified=true'),
      IdToken,
    );

    // Assess
    expect([...answers, reordered].map((a) => a.status)).toEqual(
      Array.from({ length: narrowings.length + 1 }, () => 200),
    );
    expect((await usageOf(IdToken)).crossPlatformSearchesUsed).toBe(1);
  });

  it('counts nothing for a search without words: browsing a category is free, like Popular Products', async () => {
    // Prepare
    const { IdToken } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
    const address = freshLoopbackAddress();
    const browse = [
      '?category=Books',
      '?category=Beverages&sort=price&direction=desc&page=2',
      '?inStock=true',
      '?minPrice=5&maxPrice=20',
      '?verified=true&category=Electronics',
    ].map((params) => `/api/products/search${params}`);

    // Act: a shopper and a guest each browse five ways, more than the free allowance.
    const shopper = await Promise.all(browse.map((path) => get(path, IdToken)));
    const guest = await Promise.all(browse.map((path) => getFrom(address, path)));
    const guestSearches = [
      await getFrom(address, `/api/products/search?query=${word()}`),
      await getFrom(address, `/api/products/search?query=${word()}`),
    ];

    // Assess: nothing was used, so the guest still has the whole allowance for words.
    expect(shopper.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(guest.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await usageOf(IdToken)).crossPlatformSearchesUsed).toBe(0);
    expect(guestSearches.map((a) => a.status)).toEqual([200, 200]);
  });

  it("refuses a free user's third distinct words with the spec's message, and still serves the rest", async () => {
    // Prepare: two distinct searches use the free plan's allowance.
    const { IdToken } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
    const [first, second, third] = [word(), word(), word()];
    const search = (params: string) => get(`/api/products/search?${params}`, IdToken);
    await search(`query=${first}`);
    await search(`query=${second}`);

    // Act
    const refused = await search(`query=${third}`);
    const sameWordsNarrowed = await search(`query=${first}&category=Books&sort=price&page=2`);
    const browsing = await search('category=Books&inStock=true');

    // Assess
    expect(refused).toEqual({ status: 429, body: { message: usageMessages.searchLimitShort } });
    expect([sameWordsNarrowed.status, browsing.status]).toEqual([200, 200]);
    expect((await usageOf(IdToken)).crossPlatformSearchesUsed).toBe(2);
  });

  it("counts a signed-in shopper's searches against the shopper, never the guest address", async () => {
    // Prepare: a shopper and a guest at the same address.
    const { IdToken } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);
    const address = freshLoopbackAddress();
    const search = (token?: string) =>
      getFrom(address, `/api/products/search?query=${word()}`, token);

    // Act
    const shopper = [await search(IdToken), await search(IdToken)];
    const guest = [await search(), await search(), await search()];

    // Assess
    expect(shopper.map((a) => a.status)).toEqual([200, 200]);
    expect((await usageOf(IdToken)).crossPlatformSearchesUsed).toBe(2);
    // The guest still had the whole free allowance.
    expect(guest.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(guest[2]?.body).toEqual({ message: usageMessages.searchLimitShort });
  });

  it("keys guests by the socket's address: a forged viewer-IP header gives no new allowance", async () => {
    // Prepare
    const address = freshLoopbackAddress();
    const forged = (n: number) => ({ [VIEWER_IP_HEADER]: `203.0.113.${n}` });
    const search = (headers: Record<string, string>, from = address) =>
      getFrom(from, `/api/products/search?query=${word()}`, undefined, headers);

    // Act: a new forged address with every search, then another machine.
    const sameGuest = [await search(forged(1)), await search(forged(2)), await search(forged(3))];
    const neighbour = await search(forged(3), freshLoopbackAddress());

    // Assess
    expect(sameGuest.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(neighbour.status).toBe(200);
  });
});
