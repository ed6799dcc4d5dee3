/**
 * A business's own store and its offer feed through the local gateway, on DynamoDB Local, with
 * the loopback fixture stores as the businesses' websites:
 * - the store: business-only routes (consumers 403), a domain claimed once (409 for a second
 *   business), a marketplace refused, verification by the published file (found, missing, wrong
 *   content, unreachable), the feed refused until verified;
 * - the feed: good rows and every kind of bad row with their reasons, another store's URL, a file
 *   over 5 MB, the accepted rows ingested through the bus as the merchant's own prices, the same
 *   file twice with one effect, a chunk delivered twice with one effect, the merchant's offer in
 *   the comparison with the honest-discount check applied to its was-price, another business's
 *   feed 404.
 */
import { randomUUID } from 'node:crypto';
import type { EventBridgeEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@shop-scanner/shared/messages';
import { businessStoreMessages, VERIFICATION_FILE_PATH } from '@shop-scanner/shared/business-store';
import {
  OFFER_FEED_CHUNK_DETAIL_TYPE,
  offerFeedMessages as m,
} from '@shop-scanner/shared/offer-feed';
import { PRICE_CHANGED_DETAIL_TYPE } from '@shop-scanner/shared/prices';
import { DAY_MS } from '@shop-scanner/shared/time';
import {
  DEMO_CATALOGUE_REFERENCE_DATE,
  DEMO_CATALOGUE_SEED,
  generateDemoCatalogue,
} from '../../local/src/seed/demo-catalogue';
import { emulators, signUpAndSignIn, type Json } from '../../local/test/stack';
import { startFixtureStoreApp, type FixtureStoreApp } from './support/fixture-store-app';

const RUN = randomUUID().slice(0, 8);
let env: FixtureStoreApp;
const catalogue = generateDemoCatalogue({
  seed: DEMO_CATALOGUE_SEED,
  count: 7,
  now: DEMO_CATALOGUE_REFERENCE_DATE,
});
type DemoProduct = (typeof catalogue)[number];
const [kettle, lamp, mug, spare, euro, elsewhere, unpriced] = catalogue as [
  DemoProduct,
  DemoProduct,
  DemoProduct,
  DemoProduct,
  DemoProduct,
  DemoProduct,
  DemoProduct,
];

const business = async (name: string) =>
  (
    await signUpAndSignIn(env.app.url, emulators().ids.userPoolClientId, {
      'custom:accountType': 'business',
      'custom:businessName': `${name} ${RUN}`,
    })
  ).IdToken;

/** Sends a file as the dashboard does: its bytes, with its own media type. */
const upload = async (token: string, body: string, contentType = 'text/csv') => {
  const response = await fetch(`${env.app.url}/api/dashboard/offer-feeds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as Json };
};

/** The seller places its verification file on its own site (the fixture store). */
const publishFile = async (origin: string, content: string) => {
  const response = await fetch(`${origin}${VERIFICATION_FILE_PATH}`, {
    method: 'PUT',
    body: content,
  });
  expect(response.status).toBe(204);
};

const header = 'gtin,price,currency,shipping,in_stock,url,was_price,delivery_days';

/** A business with a verified store on the brand Shopify fixture store. */
let seller: string;
let sellerOrigin: string;
let sellerName: string;

beforeAll(async () => {
  env = await startFixtureStoreApp();
  await env.loadProducts(
    catalogue.map((_, index) => ({ index }) as never),
    `offer-feed-${RUN}`,
  );
  sellerName = `Corner Shop ${RUN}`;
  seller = await business('Corner Shop');
  sellerOrigin = env.stores.byKind('brand-shopify').origin;
  const claimed = await env.call('PUT', '/api/dashboard/store', {
    token: seller,
    body: { website: `${sellerOrigin}/collections/all` },
  });
  expect(claimed.status).toBe(200);
  await publishFile(sellerOrigin, `${claimed.body.store.verificationToken}\n`);
  const verified = await env.call('POST', '/api/dashboard/store/verify', { token: seller });
  expect(verified.body.outcome).toBe('verified');
});
afterAll(async () => {
  await env?.stop();
});

describe('the business-only routes', () => {
  it('refuse a consumer with 403 on every route of the store and the feed', async () => {
    // Prepare
    const shopper = await env.shopper();
    const calls: [string, string][] = [
      ['GET', '/api/dashboard/store'],
      ['PUT', '/api/dashboard/store'],
      ['POST', '/api/dashboard/store/verify'],
      ['GET', '/api/dashboard/offer-feeds'],
      ['GET', '/api/dashboard/offer-feeds/abc'],
    ];

    // Act
    const answers = await Promise.all(
      calls.map(([method, path]) =>
        env.call(method, path, {
          token: shopper,
          ...(method === 'PUT' ? { body: { website: sellerOrigin } } : {}),
        }),
      ),
    );
    const feed = await upload(shopper, `${header}\n`);

    // Assess
    for (const answer of [...answers, feed]) {
      expect(answer).toEqual({
        status: 403,
        body: { message: apiMessages.forbiddenAccountType },
      });
    }
  });
});

describe('the business own store', () => {
  it('claims a domain once: a second business gets 409, a marketplace is refused', async () => {
    // Prepare
    const rival = await business('Rival');

    // Act
    const taken = await env.call('PUT', '/api/dashboard/store', {
      token: rival,
      body: { website: `${sellerOrigin}/` },
    });
    const marketplace = await env.call('PUT', '/api/dashboard/store', {
      token: rival,
      body: { website: 'https://www.amazon.com/dp/B000000000' },
    });
    const mine = await env.call('GET', '/api/dashboard/store', { token: rival });

    // Assess
    expect(taken).toEqual({ status: 409, body: { message: businessStoreMessages.domainTaken } });
    expect(marketplace).toEqual({
      status: 400,
      body: { message: businessStoreMessages.marketplace },
    });
    expect(mine).toEqual({ status: 200, body: { store: null } });
  });

  it('verifies only when the file holds the code, and says what it found otherwise', async () => {
    // Prepare
    const owner = await business('Woo');
    const origin = env.stores.byKind('woocommerce').origin;
    const claim = await env.call('PUT', '/api/dashboard/store', {
      token: owner,
      body: { website: origin },
    });
    const feedBefore = await upload(
      owner,
      `${header}\n${kettle.barcode},1,USD,0,true,${origin}/p,,2\n`,
    );

    // Act
    const missing = await env.call('POST', '/api/dashboard/store/verify', { token: owner });
    await publishFile(origin, 'someone-elses-code');
    const wrong = await env.call('POST', '/api/dashboard/store/verify', { token: owner });
    await publishFile(origin, claim.body.store.verificationToken);
    const found = await env.call('POST', '/api/dashboard/store/verify', { token: owner });

    // Assess
    expect(claim.body.store).toMatchObject({
      domain: new URL(origin).host,
      verified: false,
      verificationUrl: `${origin}${VERIFICATION_FILE_PATH}`,
    });
    expect(claim.body.store.verificationToken).toMatch(/^shop-scanner-verification-[\w-]{32}$/);
    expect(feedBefore).toEqual({ status: 403, body: { message: m.notVerified } });
    expect(missing.body).toMatchObject({
      outcome: 'file-missing',
      message: businessStoreMessages.fileMissing,
      store: { verified: false },
    });
    expect(wrong.body).toMatchObject({ outcome: 'wrong-content', store: { verified: false } });
    expect(found.body).toMatchObject({
      outcome: 'verified',
      message: businessStoreMessages.verified,
      store: { verified: true, verifiedAt: expect.any(String) },
    });
  });

  it('says a site the guarded fetcher may not reach is unreachable, and keeps it unverified', async () => {
    // Prepare: a loopback address outside the allow-list, as a private address on AWS would be.
    const owner = await business('Private');
    await env.call('PUT', '/api/dashboard/store', {
      token: owner,
      body: { website: 'http://127.0.0.1:9/' },
    });

    // Act
    const answer = await env.call('POST', '/api/dashboard/store/verify', { token: owner });

    // Assess
    expect(answer.body).toMatchObject({
      outcome: 'unreachable',
      message: businessStoreMessages.unreachable,
      store: { verified: false },
    });
  });

  it('releases the old domain when the website changes to another', async () => {
    // Prepare
    const mover = await business('Mover');
    const first = env.stores.byKind('pod-shopify').origin;
    const second = env.stores.byKind('dropship-shopify').origin;
    await env.call('PUT', '/api/dashboard/store', { token: mover, body: { website: first } });

    // Act
    const moved = await env.call('PUT', '/api/dashboard/store', {
      token: mover,
      body: { website: second },
    });
    const newcomer = await business('Newcomer');
    const takesFirst = await env.call('PUT', '/api/dashboard/store', {
      token: newcomer,
      body: { website: first },
    });

    // Assess
    expect(moved.body.store).toMatchObject({ domain: new URL(second).host, verified: false });
    expect(takesFirst.status).toBe(200);
  });
});

describe('the store in the business own data', () => {
  it('is exported with the feeds, and the deletion frees the domain for the next owner', async () => {
    // Prepare
    const leaving = await business('Leaving');
    const origin = env.stores.byKind('slow-store').origin;
    await env.call('PUT', '/api/dashboard/store', { token: leaving, body: { website: origin } });

    // Act
    const exported = await env.call('GET', '/api/account/export', { token: leaving });
    const deleted = await env.call('DELETE', '/api/account', {
      token: leaving,
      body: { confirmation: 'DELETE' },
    });
    const next = await business('Next owner');
    const claim = await env.call('PUT', '/api/dashboard/store', {
      token: next,
      body: { website: origin },
    });

    // Assess
    expect(exported.body.sections.businessStore).toEqual({
      store: expect.objectContaining({ domain: new URL(origin).host, verified: false }),
      offerFeeds: [],
    });
    expect(deleted.status).toBe(200);
    expect(claim.status).toBe(200);
  });
});

describe('the offer feed', () => {
  const url = (path: string) => `${sellerOrigin}${path}`;

  it('reports every row: the good ones accepted, each bad one with its line and reason', async () => {
    // Prepare
    const csv = [
      header,
      `${kettle.barcode},19.99,USD,0,true,${url('/products/kettle')},,2`,
      `${lamp.barcode},35.5,usd,4.95,false,${url('/products/lamp')},,5`,
      `4006381333938,10,USD,0,true,${url('/x')},,2`,
      `5901234123457,10,USD,0,true,${url('/x')},,2`,
      `${mug.barcode},0,USD,0,true,${url('/x')},,2`,
      `${euro.barcode},10,EUR,0,true,${url('/x')},,2`,
      `${elsewhere.barcode},10,USD,0,true,https://other-store.example/p,,2`,
      `${kettle.barcode},18,USD,0,true,${url('/products/kettle')},,2`,
      `${unpriced.barcode},abc,USD,0,maybe,${url('/x')},,2`,
      `${spare.barcode},10,USD,0,maybe,${url('/x')},,2`,
    ].join('\n');

    // Act
    const answer = await upload(seller, csv);

    // Assess
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({
      storeName: sellerName,
      totalRows: 10,
      acceptedRows: 2,
      rejectedRows: 8,
      status: 'ingesting',
    });
    expect(answer.body.rejected).toEqual([
      { line: 4, gtin: '4006381333938', reason: m.gtinCheckDigit },
      { line: 5, gtin: '5901234123457', reason: m.unknownProduct },
      { line: 6, gtin: mug.barcode, reason: m.priceOutOfRange },
      { line: 7, gtin: euro.barcode, reason: m.currency },
      { line: 8, gtin: elsewhere.barcode, reason: m.urlOffDomain },
      { line: 9, gtin: kettle.barcode, reason: m.duplicateGtin },
      { line: 10, gtin: unpriced.barcode, reason: m.priceNotNumber },
      { line: 11, gtin: spare.barcode, reason: m.inStockInvalid },
    ]);
  });

  it('ingests the accepted rows as the merchant own prices, under the business name', async () => {
    // Prepare
    const csv = `${header}\n${lamp.barcode},41.25,USD,3.5,true,${url('/products/lamp-2')},,4\n`;

    // Act
    const posted = await upload(seller, csv);
    await env.app.bus.idle();
    const feed = await env.call('GET', `/api/dashboard/offer-feeds/${posted.body.id}`, {
      token: seller,
    });
    const comparison = await env.call('GET', `/api/products/${lamp.id}/price-comparison`, {
      token: await env.shopper(),
    });

    // Assess
    expect(feed.body).toMatchObject({
      status: 'ingested',
      acceptedRows: 1,
      ingestedRows: 1,
      changedOffers: 1,
      completedAt: expect.any(String),
    });
    const offer = comparison.body.stores.find((s: Json) => s.name === sellerName);
    expect(offer).toMatchObject({
      source: 'merchant',
      price: 41.25,
      inStock: true,
      shipping: { free: false, cost: 3.5, estimatedDays: 4 },
      url: url('/products/lamp-2'),
      totalCost: 44.75,
    });
  });

  it('applies the honest-discount check to a was-price the merchant claims', async () => {
    // Prepare: the merchant's own price of 40 days ago, $20, through the same path.
    const { ingestObservation } = await import('../src/domain/prices/ingest-observation');
    await ingestObservation({
      productId: mug.id,
      store: sellerName,
      price: 20,
      inStock: true,
      shipping: { free: true, cost: 0, estimatedDays: 2 },
      url: url('/products/mug'),
      source: 'merchant',
      observedAt: new Date(Date.now() - 40 * DAY_MS).toISOString(),
    });
    const csv = `${header}\n${mug.barcode},22.99,USD,0,true,${url('/products/mug')},29.99,2\n`;

    // Act
    await upload(seller, csv);
    await env.app.bus.idle();
    const comparison = await env.call('GET', `/api/products/${mug.id}/price-comparison`, {
      token: await env.shopper(),
    });

    // Assess: $29.99 was never the price in the 30 days before; $20 was.
    const offer = comparison.body.stores.find((s: Json) => s.name === sellerName);
    expect(offer).toMatchObject({ source: 'merchant', price: 22.99, originalPrice: 29.99 });
    expect(offer.discountCheck).toMatchObject({ kind: 'not-seen', lowest30d: 20 });
  });

  it('changes nothing when the same file is uploaded twice the same day', async () => {
    // Prepare
    const csv = `${header}\n${spare.barcode},12.5,USD,0,true,${url('/products/spare')},,1\n`;
    await upload(seller, csv);
    await env.app.bus.idle();
    const { getProductItem } = await import('../src/data/products');
    const before = await getProductItem(spare.id);
    const events = () =>
      env.app.bus.published.filter(
        (e) =>
          e['detail-type'] === PRICE_CHANGED_DETAIL_TYPE &&
          (e.detail as Json).productId === spare.id,
      ).length;
    const eventsBefore = events();

    // Act
    const again = await upload(seller, csv);
    await env.app.bus.idle();
    const after = await getProductItem(spare.id);
    const feed = await env.call('GET', `/api/dashboard/offer-feeds/${again.body.id}`, {
      token: seller,
    });

    // Assess
    expect(eventsBefore).toBe(1);
    expect(events()).toBe(1);
    expect(after).toEqual(before);
    expect(feed.body).toMatchObject({ status: 'ingested', ingestedRows: 1, changedOffers: 0 });
  });

  it('has one effect when a chunk is delivered twice', async () => {
    // Prepare
    const csv = `${header}\n${spare.barcode},11.75,USD,0,true,${url('/products/spare')},,1\n`;
    const posted = await upload(seller, csv);
    await env.app.bus.idle();
    const chunk = env.app.bus.published.find(
      (e) =>
        e['detail-type'] === OFFER_FEED_CHUNK_DETAIL_TYPE &&
        (e.detail as Json).feedId === posted.body.id,
    ) as EventBridgeEvent<string, unknown>;
    const { getProductItem } = await import('../src/data/products');
    const before = await getProductItem(spare.id);
    const { handler } = await import('../src/events/offer-feed-chunks/handler');

    // Act
    await handler(chunk);
    const after = await getProductItem(spare.id);
    const feed = await env.call('GET', `/api/dashboard/offer-feeds/${posted.body.id}`, {
      token: seller,
    });

    // Assess
    expect(before?.stores?.find((s) => s.name === sellerName)?.price).toBe(11.75);
    expect(after).toEqual(before);
    expect(feed.body).toMatchObject({ ingestedRows: 1, changedOffers: 1, status: 'ingested' });
  });

  it('refuses a file over 5 MB with a clear 413, and a type that is neither CSV nor JSON', async () => {
    // Prepare
    const row = `${kettle.barcode},19.99,USD,0,true,${url('/products/kettle')},,2\n`;
    const big = header + '\n' + row.repeat(Math.ceil((5.2 * 1024 * 1024) / row.length));

    // Act
    const tooBig = await upload(seller, big);
    const wrongType = await upload(seller, 'gtin', 'text/plain');

    // Assess
    expect(tooBig).toEqual({ status: 413, body: { message: m.tooLarge } });
    expect(wrongType).toEqual({ status: 415, body: { message: m.unsupportedType } });
  });

  it('takes JSON rows, and refuses a file it cannot read as a whole', async () => {
    // Act
    const json = await upload(
      seller,
      JSON.stringify([
        {
          gtin: lamp.barcode,
          price: 41.25,
          currency: 'USD',
          shipping: 3.5,
          in_stock: true,
          url: url('/products/lamp-2'),
          delivery_days: 4,
        },
      ]),
      'application/json',
    );
    const unreadable = await upload(seller, '{"gtin":1}', 'application/json');

    // Assess
    expect(json.status).toBe(202);
    expect(json.body).toMatchObject({ format: 'json', acceptedRows: 1, rejectedRows: 0 });
    expect(unreadable).toEqual({ status: 400, body: { message: m.malformedJson } });
  });

  it('lists the business own feeds, newest first, and answers 404 for another business feed', async () => {
    // Prepare
    const other = await business('Other');

    // Act
    const mine = await env.call('GET', '/api/dashboard/offer-feeds', { token: seller });
    const newest = mine.body.feeds[0];
    const theirs = await env.call('GET', `/api/dashboard/offer-feeds/${newest.id}`, {
      token: other,
    });
    const theirList = await env.call('GET', '/api/dashboard/offer-feeds', { token: other });

    // Assess
    expect(mine.body.feeds.length).toBeGreaterThanOrEqual(5);
    const times = mine.body.feeds.map((f: Json) => f.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(newest).not.toHaveProperty('rejected');
    expect(theirs).toEqual({ status: 404, body: { message: m.notFound } });
    expect(theirList.body).toEqual({ feeds: [] });
  });
});
