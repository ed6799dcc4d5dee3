/**
 * Stripe's webhooks through the local stack, each figure against a baseline measured
 * in the same run:
 *
 * - Throughput: signed `invoice.paid` events (amount paid > 0, each with its own event and invoice
 *   id, for customers linked to users by a real checkout) POSTed to `/api/billing/webhook`, 8 at a
 *   time: the gateway, the rate count, stripe-node's `constructEvent`, PutEvents onto the
 *   in-process bus, the billing consumer's transaction into DynamoDB Local; timed until the bus is
 *   idle, then every event's notification and marker counted in the table. Baseline:
 *   `constructEvent` alone over the same payloads and signatures, in-process.
 * - Latency: a shopper confirms a premium checkout with the test card 4242 4242 4242 4242 against
 *   the Stripe stand-in; timed from the stand-in sending the change's first webhook (its `onSend`
 *   hook, just before the POST) to a consistent GetItem of the subscription item showing it
 *   entitled, polled every 5 ms. Baselines: a bare consistent GetItem round trip to DynamoDB
 *   Local, and the webhook POST alone (answered once the event is on the bus).
 *
 * Loopback only, a stack of its own (DynamoDB Local in memory); the handlers log at INFO, as under
 * `npm start`. Every webhook comes from 127.0.0.1 and counts in that address's request-rate limit
 * (1000 a minute): the run stays under it (about 660 POSTs), and any answer but 200, or any
 * webhook the stand-in had to retry, fails the run. The stand-in's `onSend` hook
 * (local/src/stripe/webhooks.ts) gives the moment each webhook leaves it.
 *
 *   npm run bench -- billing-webhook
 */
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import { confirmWithCard, testCards } from '../functions/test/support/billing';
import { localDynamoDbClient } from '../local/src/dynamodb-table';
import { API_VERSION } from '../local/src/stripe/engine';
import { TABLE_NAME, type LocalStack } from '../local/src/local-stack';
import { onThrowawayStack } from './lib/throwaway-stack';
import { apiCaller, signUpAndSignIn } from '../local/test/stack';
import { runIsolated } from './lib/isolated';
import { median, percentile, ratio, seconds, table } from './lib/stats';

/** Events in the timed throughput run, and how many are in flight at once. */
const EVENTS = 300;
const CONCURRENCY = 8;
/** Sent one at a time before the timed run (not timed). */
const WARM_UP = 10;
/** Webhook POSTs timed one by one, on a quiet stack (the POST-alone baseline). */
const SINGLE_POSTS = 30;
/** Users whose customers the invoices belong to. */
const USERS = 8;
/** Checkouts confirmed, one at a time (latency samples). */
const LATENCY_SAMPLES = 30;
const POLL_MS = 5;
const GET_ITEM_SAMPLES = 100;
/** Passes of constructEvent over the same payloads; the median pass counts. */
const VERIFY_PASSES = 5;
const SIGNATURE_TOLERANCE_SECONDS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface SignedEvent {
  readonly id: string;
  readonly userId: string;
  readonly payload: string;
  readonly signature: string;
}

const p50p95 = (values: readonly number[]) => ({
  p50: percentile(values, 50),
  p95: percentile(values, 95),
});
const ms = (value: number) => `${value.toFixed(1)} ms`;

const run = async (stack: LocalStack): Promise<string> => {
  const api = apiCaller(() => stack.url);
  const stripe = new Stripe(stack.stripe.secretKey, {
    host: '127.0.0.1',
    port: stack.stripe.port,
    protocol: 'http',
  });
  const secret = stack.stripe.webhookSecret;
  const documents = DynamoDBDocumentClient.from(
    localDynamoDbClient(stack.emulators.dynamodbEndpoint),
  );
  const settled = async () => {
    await stack.stripe.webhooks.idle();
    await stack.bus.idle();
  };
  // Every webhook the stand-in sends, with when; a retry means a delivery failed.
  const sends: { eventId: string; type: string; attempt: number; at: number }[] = [];
  stack.stripe.webhooks.onSend((notice) => sends.push({ ...notice, at: performance.now() }));

  /** A signed-in user who started a premium checkout (a Stripe customer linked to them). */
  const userWithCheckout = async () => {
    const { IdToken: token } = await signUpAndSignIn(
      stack.url,
      stack.emulators.ids.userPoolClientId,
    );
    const me = await api('GET', '/auth/me', { token });
    const checkout = await api('POST', '/api/subscriptions/create-checkout-session', {
      token,
      body: { planId: 'premium' },
    });
    if (me.status !== 200 || checkout.status !== 200) {
      throw new Error(`setup: /auth/me ${me.status}, checkout ${checkout.status}`);
    }
    return {
      token,
      userId: me.body.id as string,
      clientSecret: checkout.body.clientSecret as string,
      subscriptionId: checkout.body.subscriptionId as string,
    };
  };

  console.error(`billing-webhook: ${USERS + LATENCY_SAMPLES} users with checkouts (not timed)...`);
  const users: Awaited<ReturnType<typeof userWithCheckout>>[] = [];
  for (let i = 0; i < USERS; i++) users.push(await userWithCheckout());
  const shoppers: typeof users = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) shoppers.push(await userWithCheckout());
  await settled();

  // ---- Throughput -------------------------------------------------------------------------
  // A real invoice of the stand-in's as the template: the body is the size Stripe sends.
  const subscription = await stripe.subscriptions.retrieve(users[0]!.subscriptionId);
  const latest = subscription.latest_invoice;
  if (!latest) throw new Error('a checkout without an invoice');
  const template = await stripe.invoices.retrieve(typeof latest === 'string' ? latest : latest.id!);
  const customerOf = new Map<string, string>();
  for (const user of users) {
    const { customer } = await stripe.subscriptions.retrieve(user.subscriptionId);
    customerOf.set(user.userId, customer as string);
  }
  const tag = Date.now().toString(36);
  const signed: SignedEvent[] = Array.from({ length: WARM_UP + EVENTS + SINGLE_POSTS }, (_, i) => {
    const user = users[i % USERS]!;
    const id = `evt_bench${tag}${String(i).padStart(4, '0')}`;
    const event = {
      id,
      object: 'event',
      api_version: API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          ...template,
          id: `in_bench${tag}${String(i).padStart(4, '0')}`,
          customer: customerOf.get(user.userId),
          status: 'paid',
          amount_paid: 1000,
          amount_due: 1000,
          amount_remaining: 0,
        },
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'invoice.paid',
    };
    // Serialised as the stand-in (and Stripe) sends it.
    const payload = JSON.stringify(event, null, 2);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return { id, userId: user.userId, payload, signature };
  });
  const warmUp = signed.slice(0, WARM_UP);
  const timed = signed.slice(WARM_UP, WARM_UP + EVENTS);
  const singles = signed.slice(WARM_UP + EVENTS);

  const post = async (event: SignedEvent) => {
    const response = await fetch(`${stack.url}/api/billing/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': event.signature,
      },
      body: event.payload,
    });
    const text = await response.text();
    if (response.status !== 200) {
      throw new Error(`webhook ${event.id}: HTTP ${response.status} ${text.slice(0, 200)}`);
    }
  };

  // Baseline: verification alone, the same payloads and signatures, as the route calls it.
  const verifyAll = () => {
    for (const event of timed) {
      stripe.webhooks.constructEvent(
        Buffer.from(event.payload, 'utf8'),
        event.signature,
        secret,
        SIGNATURE_TOLERANCE_SECONDS,
      );
    }
  };
  verifyAll(); // warm-up
  const verifyPasses: number[] = [];
  for (let pass = 0; pass < VERIFY_PASSES; pass++) {
    const started = performance.now();
    verifyAll();
    verifyPasses.push(performance.now() - started);
  }
  const verifyMs = median(verifyPasses);

  for (const event of warmUp) await post(event);
  await settled();

  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < timed.length) await post(timed[next++]!);
    }),
  );
  const answered = performance.now() - started;
  await stack.bus.idle();
  const applied = performance.now() - started;

  // Baseline (latency): the webhook POST alone, one at a time, its consumer left to finish first.
  const singlePosts: number[] = [];
  for (const event of singles) {
    const t = performance.now();
    await post(event);
    singlePosts.push(performance.now() - t);
    await stack.bus.idle();
  }

  // Proof: every event applied, once: one invoice_paid notification per invoice, one marker each.
  const invoicePaidOf = async (userId: string) => {
    const { Items = [] } = await documents.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'NOTIFICATION#' },
      }),
    );
    return Items.filter((item) => item.notification?.event === 'invoice_paid').length;
  };
  let notifications = 0;
  for (const user of users) notifications += await invoicePaidOf(user.userId);
  let markers = 0;
  for (const event of signed) {
    const { Item } = await documents.send(
      new GetCommand({
        TableName: TABLE_NAME,
        Key: { pk: `STRIPE_EVENT#${event.id}`, sk: 'EVENT' },
      }),
    );
    if (Item) markers++;
  }
  const ids = new Set(signed.map((e) => e.id));
  const onBus = stack.bus.published.filter((e) => ids.has((e.detail as { id?: string }).id ?? ''));
  if (
    notifications !== signed.length ||
    markers !== signed.length ||
    onBus.length !== signed.length
  ) {
    throw new Error(
      `${signed.length} events sent: ${onBus.length} on the bus, ${markers} markers, ${notifications} invoice_paid notifications`,
    );
  }

  // ---- Latency ----------------------------------------------------------------------------
  const subscriptionItem = async (userId: string) =>
    (
      await documents.send(
        new GetCommand({
          TableName: TABLE_NAME,
          Key: { pk: `USER#${userId}`, sk: 'SUBSCRIPTION' },
          ConsistentRead: true,
        }),
      )
    ).Item;

  const fromSend: number[] = [];
  const fromConfirm: number[] = [];
  const fromOwnEvent: number[] = [];
  const sequences = new Map<string, number>();
  let polls = 0;
  for (const shopper of shoppers) {
    const before = await subscriptionItem(shopper.userId);
    if (before?.entitled) throw new Error(`${shopper.userId} is entitled before confirming`);
    const sentBefore = sends.length;
    const confirmStarted = performance.now();
    const confirmed = await confirmWithCard(stack.stripe.url, shopper.clientSecret, testCards.visa);
    if (confirmed.status !== 200) throw new Error(`confirm: HTTP ${confirmed.status}`);
    let shownAt: number | undefined;
    while (shownAt === undefined) {
      const item = await subscriptionItem(shopper.userId);
      polls++;
      if (item?.entitled === true && item.planId === 'premium') shownAt = performance.now();
      else if (performance.now() - confirmStarted > 30_000) throw new Error('not shown in 30 s');
      else await sleep(POLL_MS);
    }
    const shown = shownAt;
    const first = sends[sentBefore];
    if (!first) throw new Error('the table changed with no webhook sent');
    fromSend.push(shown - first.at);
    // The event that writes the mirror (the consumer refetches the subscription on it).
    const own = sends
      .slice(sentBefore)
      .find((s) => s.type.startsWith('customer.subscription.') && s.at <= shown);
    if (!own) throw new Error('the table changed before the subscription event was sent');
    fromOwnEvent.push(shown - own.at);
    fromConfirm.push(shown - confirmStarted);
    await settled();
    const mine = sends.slice(sentBefore);
    const sequence = mine.map((s) => s.type).join(', ');
    sequences.set(sequence, (sequences.get(sequence) ?? 0) + 1);
    const seen = await api('GET', '/api/subscription', { token: shopper.token });
    if (seen.body.planId !== 'premium')
      throw new Error(`GET /api/subscription: ${seen.body.planId}`);
  }

  // Baseline: a bare consistent GetItem of a subscription item (what each poll does).
  const getItems: number[] = [];
  for (let i = 0; i < GET_ITEM_SAMPLES; i++) {
    const t = performance.now();
    await subscriptionItem(shoppers[i % shoppers.length]!.userId);
    getItems.push(performance.now() - t);
  }

  const retried = sends.filter((s) => s.attempt > 1);
  if (retried.length) throw new Error(`${retried.length} webhook deliveries were retried`);
  documents.destroy();

  // ---- Report -----------------------------------------------------------------------------
  const perSecond = (count: number, elapsed: number) => (count / elapsed) * 1000;
  const verifyRate = perSecond(timed.length, verifyMs);
  const throughputRow = (label: string, elapsed: number) => {
    const rate = perSecond(timed.length, elapsed);
    return [label, seconds(elapsed), rate.toFixed(0), ratio(verifyRate, rate)];
  };
  const base = p50p95(getItems);
  const latencyRow = (label: string, values: readonly number[]) => {
    const { p50, p95 } = p50p95(values);
    return [label, ms(p50), ms(p95), ratio(p50, base.p50), ratio(p95, base.p95)];
  };
  const fromSendStats = p50p95(fromSend);
  return [
    `Throughput: ${EVENTS} signed invoice.paid events (${Buffer.byteLength(timed[0]!.payload)} bytes each) for ${USERS} users, ${CONCURRENCY} POSTs in flight, after ${WARM_UP} warm-up:`,
    table(
      ['what', 'time', 'events/s', 'cost vs baseline'],
      [
        [
          `baseline: constructEvent alone (median of ${VERIFY_PASSES} passes)`,
          `${verifyMs.toFixed(2)} ms`,
          verifyRate.toFixed(0),
          '1.00x',
        ],
        throughputRow('POSTs answered (verified, on the bus)', answered),
        throughputRow('whole path: applied in the table (bus idle)', applied),
      ],
    ),
    `Applied once each: ${signed.length} of ${signed.length} events sent (warm-up and singles included) on the bus once, ${markers} event markers, ${notifications} invoice_paid notifications.`,
    '',
    `Latency: ${LATENCY_SAMPLES} premium checkouts confirmed with 4242 4242 4242 4242, one at a time; the subscription item polled (consistent GetItem) every ${POLL_MS} ms (${polls} polls):`,
    table(
      ['what', 'p50', 'p95', 'p50 vs baseline', 'p95 vs baseline'],
      [
        latencyRow(`baseline: bare consistent GetItem (${GET_ITEM_SAMPLES})`, getItems),
        latencyRow(`webhook POST alone, answered (${SINGLE_POSTS}, one at a time)`, singlePosts),
        latencyRow("stand-in sends the change's first webhook -> table shows it", fromSend),
        latencyRow('stand-in sends customer.subscription.updated -> table', fromOwnEvent),
        latencyRow('confirm call starts -> table shows it', fromConfirm),
      ],
    ),
    `Send -> table p50 ${ms(fromSendStats.p50)}, p95 ${ms(fromSendStats.p95)}. The stand-in sent ${sends.length} webhooks in the run (setup included), none retried; with the run's own ${signed.length}, ${sends.length + signed.length} POSTs from 127.0.0.1.`,
    `Webhooks per confirmation: ${[...sequences].map(([s, n]) => `${s} (${n}x)`).join('; ')}.`,
  ].join('\n');
};

export const measureBillingWebhook = (): Promise<string> => onThrowawayStack('billing', run);

export const benchBillingWebhook = (): Promise<string> =>
  runIsolated('bench/billing-webhook.ts', 'measureBillingWebhook');
