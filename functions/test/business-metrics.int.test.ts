/**
 * The business metrics as CloudWatch would receive them: the EMF lines Powertools Metrics prints
 * while the real handlers run behind the local gateway (DynamoDB Local, cognito-local, the Stripe
 * stand-in). Each is counted where the thing happened, once, in the namespace `ShopScanner` with
 * the one dimension `service` = `shop-scanner`.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import { businessMetric, METRICS_NAMESPACE, METRICS_SERVICE } from '../src/lib/business-metrics';
import type { App } from '../../local/src/local-stack';
import { emulators, signUpAndSignIn, startTestApp } from '../../local/test/stack';
import {
  anInvoicePaidEvent,
  signedWebhook,
  testCards,
  confirmWithCard,
  eventually,
} from './support/billing';
import { billingKit } from './support/billing-kit';
import { aStoreOffer, putPricedProduct } from './support/priced-products';
import { captureMetrics, type EmfLine, type MetricCapture } from './support/emitted-metrics';

const restoreMetricsSetting = vi.hoisted(() => {
  // Before any module of the stack loads: Powertools reads the switch once.
  const before = process.env.POWERTOOLS_METRICS_DISABLED;
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  return () => {
    if (before === undefined) delete process.env.POWERTOOLS_METRICS_DISABLED;
    else process.env.POWERTOOLS_METRICS_DISABLED = before;
  };
});

let app: App;
let capture: MetricCapture;
const { api, settled, startCheckout, subscription } = billingKit(() => app);

beforeAll(async () => {
  // Unknown barcodes answer 404 without asking Open Food Facts (no network in tests).
  process.env.OPEN_FACTS_BASE_URLS = '';
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
  restoreMetricsSetting();
});
beforeEach(async () => {
  // What earlier tests set going (webhooks, the bus) is done before this one counts.
  await settled();
  capture = captureMetrics();
});
afterEach(() => {
  capture.stop();
  vi.useRealTimers();
});

/** Every line carrying the metric is a Count in the app's namespace, dimensioned by service. */
const expectShape = (lines: readonly EmfLine[], name: string) => {
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line.service).toBe(METRICS_SERVICE);
    expect(line._aws.CloudWatchMetrics).toEqual([
      {
        Namespace: METRICS_NAMESPACE,
        Dimensions: [['service']],
        Metrics: expect.arrayContaining([{ Name: name, Unit: 'Count' }]) as unknown,
      },
    ]);
  }
};

/** A barcode no other test uses, with its check digit (a 400 would not be a scan). */
const freshBarcode = (n: number) =>
  withCheckDigit(`98${String(Date.now() % 1e8).padStart(8, '0')}${String(n).padStart(2, '0')}`);

const signedIn = async () =>
  (await signUpAndSignIn(app.url, emulators().ids.userPoolClientId)).IdToken;

describe('a checkout', () => {
  it('completed on the Stripe stand-in emits CheckoutsStarted and CheckoutsCompleted once each', async () => {
    // Prepare
    const token = await signedIn();

    // Act: the page opens the checkout, the shopper saves the card, Stripe's events come back.
    const checkout = await startCheckout(token, 'premium');
    const confirmed = await confirmWithCard(app.stripe.url, checkout.clientSecret, testCards.visa);
    await eventually(
      () => subscription(token),
      (s) => s.planId === 'premium',
    );
    await settled();

    // Assess
    expect(confirmed.status).toBe(200);
    expectShape(
      capture.linesWith(businessMetric.checkoutsStarted),
      businessMetric.checkoutsStarted,
    );
    expectShape(
      capture.linesWith(businessMetric.checkoutsCompleted),
      businessMetric.checkoutsCompleted,
    );
    expect(capture.total(businessMetric.checkoutsStarted)).toBe(1);
    expect(capture.total(businessMetric.checkoutsCompleted)).toBe(1);
    // Every event of the checkout was applied by the billing consumer and counted once.
    expect(capture.total(businessMetric.webhookEventsApplied)).toBeGreaterThan(0);
  });

  it('refused (a card declined) is started but never completed', async () => {
    // Prepare
    const token = await signedIn();

    // Act
    const checkout = await startCheckout(token, 'premium');
    const confirmed = await confirmWithCard(
      app.stripe.url,
      checkout.clientSecret,
      testCards.declined,
    );
    await settled();

    // Assess
    expect(confirmed.status).toBe(402);
    expect(capture.total(businessMetric.checkoutsStarted)).toBe(1);
    expect(capture.total(businessMetric.checkoutsCompleted)).toBe(0);
  });
});

describe('a Stripe event', () => {
  it('delivered twice is counted as applied once', async () => {
    // Prepare: an invoice.paid of a customer of ours, signed as Stripe signs it.
    const token = await signedIn();
    const checkout = await startCheckout(token, 'premium');
    await settled();
    const setup = await fetch(`${app.stripe.url}/v1/setup_intents/${String(checkout.checkoutId)}`, {
      headers: { authorization: 'Bearer sk_test_local' },
    }).then((r) => r.json() as Promise<{ customer: string }>);
    const eventId = `evt_metrics${Date.now()}`;
    const payload = JSON.stringify(anInvoicePaidEvent(eventId, setup.customer));
    const deliver = () =>
      fetch(`${app.url}/api/billing/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signedWebhook(app, payload),
        },
        body: payload,
      });
    const before = capture.total(businessMetric.webhookEventsApplied);

    // Act
    const first = await deliver();
    await app.bus.idle();
    const second = await deliver();
    await app.bus.idle();

    // Assess
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(capture.total(businessMetric.webhookEventsApplied) - before).toBe(1);
    expectShape(
      capture.linesWith(businessMetric.webhookEventsApplied),
      businessMetric.webhookEventsApplied,
    );
  });
});

describe('a sign-up', () => {
  it('is counted once its account exists (the first GET /auth/me), not on later requests', async () => {
    // Prepare
    const token = await signedIn();

    // Act
    const first = await api('GET', '/auth/me', { token });
    const again = await api('GET', '/auth/me', { token });

    // Assess
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(capture.total(businessMetric.signUps)).toBe(1);
    expectShape(capture.linesWith(businessMetric.signUps), businessMetric.signUps);
  });
});

describe('prices', () => {
  it('a price comparison answered is one Comparison', async () => {
    // Prepare
    const token = await signedIn();
    const productId = `metrics-kettle-${Date.now()}`;
    await putPricedProduct(productId, [aStoreOffer('Walmart', 80), aStoreOffer('Target', 85)]);

    // Act
    const { status } = await api('GET', `/api/products/${productId}/price-comparison`, { token });

    // Assess
    expect(status).toBe(200);
    expect(capture.total(businessMetric.comparisons)).toBe(1);
    expectShape(capture.linesWith(businessMetric.comparisons), businessMetric.comparisons);
  });

  it('an observation that changes a price is one PriceChangesIngested; the same again is none', async () => {
    // Prepare: the ingest path every source uses, flushed as a consumer's invocation would be.
    const { ingestObservation } = await import('../src/domain/prices/ingest-observation');
    const { withMetrics } = await import('../src/lib/metrics');
    const ingest = withMetrics(ingestObservation);
    const productId = `metrics-kettle-${Date.now()}`;
    await putPricedProduct(productId, [aStoreOffer('Walmart', 80)]);
    const offer = aStoreOffer('Walmart', 78.5);
    const observation = {
      productId,
      store: offer.name,
      price: offer.price,
      inStock: offer.inStock,
      shipping: offer.shipping,
      url: offer.url,
      source: 'open-prices' as const,
      observedAt: new Date().toISOString(),
    };

    // Act
    const first = await ingest(observation);
    const again = await ingest(observation);
    await settled();

    // Assess
    expect([first.effect, again.effect]).toEqual(['changed', 'duplicate']);
    expect(capture.total(businessMetric.priceChangesIngested)).toBe(1);
    expectShape(
      capture.linesWith(businessMetric.priceChangesIngested),
      businessMetric.priceChangesIngested,
    );
  });
});

describe('refusals, counted by kind in the adapter', () => {
  it('a free plan out of scans is one QuotaRefusal; the two scans served are two Scans', async () => {
    // Prepare
    const token = await signedIn();

    // Act: one at a time, so the third is the one refused.
    const statuses: number[] = [];
    for (const n of [1, 2, 3])
      statuses.push(
        (await api('GET', `/api/products/barcode/${freshBarcode(n)}`, { token })).status,
      );

    // Assess
    expect(statuses).toEqual([404, 404, 429]);
    expect(capture.total(businessMetric.quotaRefusals)).toBe(1);
    expect(capture.total(businessMetric.scans)).toBe(2);
    expect(capture.total(businessMetric.rateRefusals)).toBe(0);
    expectShape(capture.linesWith(businessMetric.quotaRefusals), businessMetric.quotaRefusals);
  });

  it('an eleventh scan in a minute is one RateRefusal, not a quota refusal', async () => {
    // Prepare: the clock 1 s into a minute, so all eleven fall into one window; one barcode
    // again and again is one use of the month's quota.
    const token = await signedIn();
    vi.useFakeTimers({
      toFake: ['Date'],
      now: new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000 + 1000),
    });
    const barcode = freshBarcode(4);

    // Act
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await api('GET', `/api/products/barcode/${barcode}`, { token })).status);

    // Assess
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(429);
    expect(capture.total(businessMetric.rateRefusals)).toBe(1);
    expect(capture.total(businessMetric.quotaRefusals)).toBe(0);
    expectShape(capture.linesWith(businessMetric.rateRefusals), businessMetric.rateRefusals);
  });

  it('a malformed barcode and a body that is not JSON are two ValidationRefusals', async () => {
    // Prepare
    const token = await signedIn();

    // Act
    const badBarcode = await api('GET', '/api/products/barcode/not-a-code', { token });
    const notJson = await api('POST', '/api/subscriptions/create-checkout-session', {
      token,
      raw: '{"planId":',
    });

    // Assess
    expect([badBarcode.status, notJson.status]).toEqual([400, 400]);
    expect(capture.total(businessMetric.validationRefusals)).toBe(2);
    expect(capture.total(businessMetric.scans)).toBe(0);
    expectShape(
      capture.linesWith(businessMetric.validationRefusals),
      businessMetric.validationRefusals,
    );
  });
});
