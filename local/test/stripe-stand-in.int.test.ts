/**
 * The stand-in as the local stack runs it: its state kept across restarts, its pages (card form,
 * hosted invoice, PDF) with their CSP, the admin API and the stripe-clock job, and its wiring
 * into the app (handlers' environment, /config.json, webhook URL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/local-stack';
import { createLog } from '../src/log';
import { runStripeClockJob } from '../src/stripe/clock-job';
import { startStripeStandIn, type StripeStandIn } from '../src/stripe/stand-in';
import { startTestApp } from './stack';

const quiet = createLog('stripe', true);
const clientFor = (standIn: StripeStandIn) =>
  new Stripe('sk_test_local', { host: '127.0.0.1', port: standIn.port, protocol: 'http' });

const monthlyPrice = async (stripe: Stripe) => {
  const product = await stripe.products.create({ name: 'Premium' });
  return stripe.prices.create({
    product: product.id,
    unit_amount: 1000,
    currency: 'usd',
    recurring: { interval: 'month' },
  });
};

describe('the stand-in with a data folder', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'stripe-stand-in-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its objects, clock and webhook secret across a restart', async () => {
    // Prepare
    const first = await startStripeStandIn({ port: 0, dataDir, log: quiet });
    const customer = await clientFor(first).customers.create({ email: 'keep@example.com' });
    first.clock.advance(3600);
    const clockBefore = first.clock.now();
    const secret = first.webhookSecret;
    await first.stop();

    // Act
    const second = await startStripeStandIn({ port: 0, dataDir, log: quiet });

    // Assess
    try {
      expect(second.webhookSecret).toBe(secret);
      expect(secret).toMatch(/^whsec_/);
      expect((await clientFor(second).customers.retrieve(customer.id)).id).toBe(customer.id);
      expect(second.clock.now()).toBeGreaterThanOrEqual(clockBefore);
      expect(second.clock.now() - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(3599);
    } finally {
      await second.stop();
    }
  });
});

describe('the stand-in’s pages, admin API and clock job', () => {
  let standIn: StripeStandIn;
  let stripe: Stripe;
  beforeAll(async () => {
    standIn = await startStripeStandIn({ port: 0, log: quiet });
    stripe = clientFor(standIn);
  });
  afterAll(() => standIn.stop());

  const openSubscription = async () => {
    const price = await monthlyPrice(stripe);
    const customer = await stripe.customers.create({ email: 'page@example.com' });
    return stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
  };

  it('serves the card form for a known client secret, framable by loopback origins only', async () => {
    const sub = await openSubscription();
    const secret = (sub.latest_invoice as Stripe.Invoice).confirmation_secret?.client_secret ?? '';

    const page = await fetch(`${standIn.url}/elements/card-form?client_secret=${secret}`);

    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('frame-ancestors http://127.0.0.1:* http://localhost:*');
    const html = await page.text();
    expect(html).toContain('id="card-number"');
    expect(html).toContain('src="/elements/card-form.js"');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    const script = await fetch(`${standIn.url}/elements/card-form.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain("source: 'stripe-local'");
    const unknown = await fetch(`${standIn.url}/elements/card-form?client_secret=pi_x_secret_y`);
    expect(unknown.status).toBe(400);
  });

  it('serves the hosted invoice page with a card form while open, and a real PDF', async () => {
    const sub = await openSubscription();
    const invoice = sub.latest_invoice as Stripe.Invoice;

    const page = await fetch(invoice.hosted_invoice_url ?? '');
    const pdf = await fetch(invoice.invoice_pdf ?? '');

    const html = await page.text();
    expect(html).toContain(invoice.number ?? 'missing number');
    expect(html).toContain('1 × Premium (at $10.00 / month)');
    expect(html).toContain('<iframe id="card-frame"');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('moves the clock with the stripe-clock job: an unpaid subscription expires after 23 hours', async () => {
    const sub = await openSubscription();
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };

    expect(await runStripeClockJob(standIn.url, '22h', log)).toBe(0);
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('incomplete');
    expect(await runStripeClockJob(standIn.url, '2h', log)).toBe(0);

    const after = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(after.status).toBe('incomplete_expired');
    expect((after.latest_invoice as Stripe.Invoice).status).toBe('void');
    expect(lines.at(-1)).toMatch(/[1-9]\d* change\(s\) applied/);
    // Nothing is scheduled any more: `next` moves nothing.
    expect(await runStripeClockJob(standIn.url, 'next', log)).toBe(0);
    expect(lines.at(-1)).toMatch(/0 change\(s\) applied; next change none/);
    expect(await runStripeClockJob(standIn.url, 'soon', log)).toBe(2);
  });

  it('reports the clock and the webhook queue on the admin API', async () => {
    const clock = (await (await fetch(`${standIn.url}/_admin/clock`)).json()) as { now: number };
    expect(Math.abs(clock.now - standIn.clock.now())).toBeLessThanOrEqual(1);
    await fetch(`${standIn.url}/_admin/webhooks/pause`, { method: 'POST' });
    const pending = (await (await fetch(`${standIn.url}/_admin/webhooks/pending`)).json()) as {
      paused: boolean;
      pending: number;
    };
    expect(pending).toMatchObject({ paused: true, pending: 0 });
    await fetch(`${standIn.url}/_admin/webhooks/resume`, { method: 'POST' });
    const idle = await fetch(`${standIn.url}/_admin/webhooks/idle?timeout_ms=1000`);
    expect(idle.status).toBe(200);
  });
});

describe('the stand-in in the local stack', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it('gives the handlers its address and secret, the SPA its card form, itself the webhook route', async () => {
    expect(app.env.STRIPE_API_BASE).toBe(app.stripe.url);
    expect(app.env.STRIPE_WEBHOOK_SECRET).toBe(app.stripe.webhookSecret);
    expect(app.env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(app.stripe.webhooks.url()).toBe(`http://127.0.0.1:${app.port}/api/billing/webhook`);
    const config = (await (await fetch(`${app.url}/config.json`)).json()) as Record<
      string,
      unknown
    >;
    expect(config.stripeLocalUrl).toBe(app.stripe.url);
    expect(config.stripePublishableKey).toBeUndefined();
  });
});
