/**
 * What a shopper costs to serve a month on AWS, measured: a month of a typical free and a typical
 * premium shopper (bench/lib/shopper-month.ts: the profile and why) replayed against the local
 * stack over real HTTP, each operation sampled a few times by a handful of shoppers and scaled to
 * its monthly count. With COST_METERING=1 every DynamoDB call reports the units it consumed and
 * every Lambda invocation its duration (functions/src/lib/cost-metering.ts,
 * local/src/invocation-meter.ts); the consumers a request's events start are waited for and
 * counted with it. Priced at on-demand us-east-1 rates (bench/lib/aws-prices.ts). The scheduled
 * jobs are run once each, measured the same way, and their month spread over 1,000 shoppers.
 * Baseline, as in every bench here: each operation against the cheapest read, GET /auth/me,
 * measured in the same run.
 *
 *   npm run bench -- cost-per-shopper
 *   BENCH_COST_CATALOGUE_DIR=/tmp/cost-catalogue npm run bench -- cost-per-shopper   (kept)
 */
import { gzipSync } from 'node:zlib';
import { plans } from '@shop-scanner/shared/plans';
import { productCategories } from '@shop-scanner/shared/product-rules';
import { endpointGroups } from '@shop-scanner/shared/routes';
import {
  DEMO_CATALOGUE_REFERENCE_DATE,
  DEMO_CATALOGUE_SEED,
  generateDemoCatalogue,
} from '../local/src/seed/demo-catalogue';
import { confirmWithCard, testCards } from '../functions/test/support/billing';
import { invoke } from '../local/src/lambda-runtime';
import { onInvocation, type InvocationRecord } from '../local/src/invocation-meter';
import { jobs } from '../local/src/handler-config';
import { scheduledEventFor } from '../local/src/scheduler';
import { signUpAndSignIn } from '../local/test/stack';
import {
  addCosts,
  priceOperation,
  scaleCost,
  US_EAST_1,
  type CostBreakdown,
  type OperationUsage,
} from './lib/aws-prices';
import { CATALOGUE_SIZE, openCatalogueStack } from './lib/catalogue-stack';
import { runFolder, runIsolated } from './lib/isolated';
import {
  scheduledMonth,
  SESSIONS,
  shopperMonth,
  type OperationKey,
  type PlanKind,
} from './lib/shopper-month';
import { siteDownloadOfVisit } from './lib/site-visit';
import { median, table } from './lib/stats';

/**
 * Every function's memory: ApiFunction's default (infra/lib/constructs/api-function.ts); no
 * function of the stack sets another, so this is what Lambda bills for each.
 */
const MEMORY_MB = 1024;
/** Shoppers of each plan replaying their month's operations. */
const SHOPPERS_PER_PLAN = 2;
/** Each operation at most this many times per shopper (fewer when the month holds fewer). */
const SAMPLES_PER_SHOPPER = 3;
/** The scheduled jobs' month is spread over this many shoppers. */
const SHOPPERS_SHARING_JOBS = 1000;
/** Releases of the SPA a month: each makes a returning shopper download its files again. */
const RELEASES_PER_MONTH = 4;
/** The catalogue the bench runs on: the demo market's day scales with it (said in the report). */
const COST_CATALOGUE_SIZE = 2000;

export const benchCostPerShopper = (): Promise<string> =>
  runIsolated('bench/cost-per-shopper.ts', 'measureCostPerShopper', {
    env: {
      COST_METERING: '1',
      DEMO_CATALOGUE_SIZE: String(COST_CATALOGUE_SIZE),
      // Nothing leaves the machine: the price job's Open Prices import and the barcode fallback off.
      OPEN_PRICES_BASE_URL: '',
      OPEN_FACTS_BASE_URLS: '',
    },
    // BENCH_COST_CATALOGUE_DIR keeps the catalogue between runs (the caller removes it); the
    // demo market runs a day once, so a second run on the same day stops and says so.
    catalogueDir: process.env.BENCH_COST_CATALOGUE_DIR ?? runFolder('cost-catalogue'),
  });

interface Call {
  readonly status: number;
  readonly requestId: string | null;
  readonly payloadBytes: number;
  readonly bytesOut: number;
  readonly body: unknown;
}

/** One measured occurrence of an operation. */
interface Sample {
  readonly usage: OperationUsage;
  /** The API handlers' own wall time (ms), consumers' apart. */
  readonly handlerMs: number;
  readonly consumerMs: number;
  readonly statuses: readonly number[];
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

const usageOf = (
  calls: readonly Call[],
  records: readonly InvocationRecord[],
  site: { requests: number; bytes: number },
  scheduledInvocations = 0,
): Sample => {
  const ours = new Set(calls.map((c) => c.requestId));
  // Calls the bench did not make but that reached the API (Stripe's webhooks) count as API calls.
  const othersThroughApi = records.filter(
    (r) => r.requestId !== undefined && !ours.has(r.requestId) && isHttpFunction(r.functionName),
  );
  const handlerMs = sum(
    records.filter((r) => ours.has(r.requestId ?? '')).map((r) => r.durationMs),
  );
  return {
    usage: {
      apiCalls: [
        ...calls.map((c) => ({ payloadBytes: c.payloadBytes })),
        ...othersThroughApi.map(() => ({ payloadBytes: 0 })),
      ],
      siteRequests: site.requests,
      bytesOut: sum(calls.map((c) => c.bytesOut)) + site.bytes,
      invocations: records.map((r) => ({ memoryMb: MEMORY_MB, durationMs: r.durationMs })),
      readRequestUnits: sum(records.map((r) => r.usage.readCapacityUnits)),
      writeRequestUnits: sum(
        records.map((r) => r.usage.writeCapacityUnits + r.usage.refusedWrites),
      ),
      eventsPut: sum(records.map((r) => r.usage.eventsPut)),
      scheduledInvocations,
    },
    handlerMs,
    consumerMs: sum(records.map((r) => r.durationMs)) - handlerMs,
    statuses: calls.map((c) => c.status),
  };
};

/** The gateway names each endpoint group's function so (local/src/gateway.ts). */
const httpFunctions = new Set(endpointGroups.map((group) => `shop-scanner-${group}`));
const isHttpFunction = (name: string) => httpFunctions.has(name);

/** The checkout first: a premium shopper's month is on the premium plan. */
const checkoutFirst = (lines: typeof shopperMonth) =>
  [...lines].sort(
    (a, b) => Number(b.operation === 'checkout') - Number(a.operation === 'checkout'),
  );

const dollars = (value: number, digits = 4) => `$${value.toFixed(digits)}`;
const microDollars = (value: number) => `${(value * 1e6).toFixed(2)}`;

export const measureCostPerShopper = async (): Promise<string> => {
  if (process.env.COST_METERING !== '1')
    throw new Error('run with COST_METERING=1 (runIsolated sets it)');
  const { stack, close } = await openCatalogueStack();
  let records: InvocationRecord[] = [];
  const stopListening = onInvocation((record) => records.push(record));
  try {
    const catalogue = generateDemoCatalogue({
      seed: DEMO_CATALOGUE_SEED,
      count: CATALOGUE_SIZE,
      now: DEMO_CATALOGUE_REFERENCE_DATE,
    });
    const words = [...new Set(catalogue.flatMap((p) => p.name.toLowerCase().split(/\s+/)))].filter(
      (w) => w.length > 3,
    );
    const productPages = stack.fixtureStores.stores.flatMap((s) =>
      s.productUrl && s.kind !== 'slow-store' ? [s.productUrl] : [],
    );
    const stores = stack.fixtureStores.stores.filter((s) =>
      ['brand-shopify', 'dropship-shopify', 'pod-shopify', 'woocommerce'].includes(s.kind),
    );

    const call = async (
      token: string | undefined,
      method: string,
      pathAndQuery: string,
      body?: unknown,
    ): Promise<Call> => {
      const sent = body === undefined ? undefined : JSON.stringify(body);
      const response = await fetch(`${stack.url}${pathAndQuery}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(sent === undefined ? {} : { body: sent }),
      });
      const text = Buffer.from(await response.arrayBuffer());
      // What CloudFront would send: the API's answers compressed when over 1 KB (gzip here).
      const bytesOut = text.length > 1024 ? gzipSync(text).length : text.length;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text.toString());
      } catch {
        parsed = undefined;
      }
      return {
        status: response.status,
        requestId: response.headers.get('apigw-requestid'),
        payloadBytes: Buffer.byteLength(sent ?? '') + text.length,
        bytesOut,
        body: parsed,
      };
    };
    const settled = async () => {
      await stack.stripe.webhooks.idle();
      await stack.bus.idle();
    };
    /** Runs one occurrence of an operation and answers what it consumed, consumers included. */
    const measure = async (
      work: () => Promise<Call[]>,
      site = { requests: 0, bytes: 0 },
    ): Promise<Sample> => {
      await settled();
      records = [];
      const calls = await work();
      await settled();
      return usageOf(calls, records, site);
    };

    // The shell's own files on every visit: index.html and /config.json (no-cache), as sent.
    const shellBytes = async () => {
      let bytes = 0;
      for (const file of ['/', '/config.json']) {
        const response = await fetch(`${stack.url}${file}`);
        bytes += Buffer.from(await response.arrayBuffer()).length;
      }
      return bytes;
    };
    const shell = { requests: 2, bytes: await shellBytes() };

    const expectStatus = (c: Call, ...ok: number[]) => {
      if (!ok.includes(c.status)) {
        throw new Error(`unexpected ${c.status}: ${JSON.stringify(c.body).slice(0, 300)}`);
      }
      return c;
    };

    const operations: Record<
      OperationKey,
      (token: string, n: number, plan: PlanKind) => Promise<Call[]>
    > = {
      session: async (token) => [
        expectStatus(await call(token, 'GET', '/auth/me'), 200),
        expectStatus(await call(token, 'GET', '/api/notifications'), 200),
      ],
      'notification-poll': async (token) => [
        expectStatus(await call(token, 'GET', '/api/notifications'), 200),
      ],
      'analytics-batch': async (token, n) => [
        expectStatus(
          await call(token, 'POST', '/api/analytics/events', {
            batchId: `cost-${Date.now()}-${n}-${Math.random().toString(36).slice(2, 10)}`,
            events: catalogue.slice(n, n + 6).map((p) => ({
              event: 'page_view',
              properties: { productId: p.id },
              timestamp: Date.now(),
              url: `/products/${p.id}`,
            })),
          }),
          200,
          202,
        ),
      ],
      search: async (token, n) => [
        expectStatus(
          await call(
            token,
            'GET',
            `/api/products/search?query=${encodeURIComponent(words[(n * 37) % words.length]!)}`,
          ),
          200,
        ),
      ],
      browse: async (token, n) => [
        expectStatus(
          await call(
            token,
            'GET',
            `/api/products/search?category=${encodeURIComponent(productCategories[n % productCategories.length]!)}&page=${1 + (n % 3)}`,
          ),
          200,
        ),
      ],
      'product-page': async (token, n) => {
        const id = encodeURIComponent(catalogue[(n * 13) % catalogue.length]!.id);
        const paths = [
          `/api/products/${id}`,
          `/api/products/${id}/edits`,
          `/api/products/${id}/price-trend`,
          `/api/products/${id}/price-comparison/allowance`,
          '/api/wishlist/items',
        ];
        const calls: Call[] = [];
        for (const p of paths) calls.push(expectStatus(await call(token, 'GET', p), 200));
        return calls;
      },
      scan: async (token, n) => [
        expectStatus(
          await call(
            token,
            'GET',
            `/api/products/barcode/${catalogue[(n * 7 + 1) % catalogue.length]!.barcode}`,
          ),
          200,
        ),
      ],
      'scan-refused': async (token, n) => [
        expectStatus(
          await call(
            token,
            'GET',
            `/api/products/barcode/${catalogue[(n * 7 + 500) % catalogue.length]!.barcode}`,
          ),
          429,
        ),
      ],
      comparison: async (token, n) => [
        expectStatus(
          await call(
            token,
            'GET',
            `/api/products/${encodeURIComponent(catalogue[(n * 11 + 3) % catalogue.length]!.id)}/price-comparison`,
          ),
          200,
        ),
      ],
      'cross-platform-search': async (token, n) => [
        expectStatus(
          await call(token, 'POST', '/api/cross-platform-search', {
            // As a scan result offers it: a shop's product page (read, as the original) and its
            // name. The fixture shops' pages stand in for the shops on the internet.
            originalUrl: productPages[n % productPages.length]!,
            productName: catalogue[(n * 17 + 5) % catalogue.length]!.name,
          }),
          200,
        ),
      ],
      'store-analysis': async (token, n) => [
        expectStatus(
          await call(token, 'POST', '/api/store-analysis', { url: stores[n % stores.length]!.url }),
          200,
          201,
        ),
      ],
      'price-alert': async (token, n) => [
        expectStatus(
          await call(token, 'POST', '/api/price-alerts', {
            productId: catalogue[(n * 19 + 2) % catalogue.length]!.id,
            targetPrice: 5,
          }),
          200,
          201,
        ),
      ],
      'wishlist-add': async (token, n) => [
        expectStatus(
          await call(token, 'POST', '/api/wishlist/items', {
            productId: catalogue[(n * 23 + 4) % catalogue.length]!.id,
          }),
          200,
          201,
        ),
      ],
      'wishlist-page': async (token) => {
        const calls: Call[] = [];
        for (const p of ['/api/wishlist/stats', '/api/wishlist/collections', '/api/wishlist/items'])
          calls.push(expectStatus(await call(token, 'GET', p), 200));
        return calls;
      },
      'price-report': async (token, n) => {
        const product = catalogue[(n * 29 + 6) % catalogue.length]!;
        const offer = product.stores[0]!;
        return [
          expectStatus(
            await call(token, 'POST', `/api/products/${encodeURIComponent(product.id)}/prices`, {
              storeName: offer.name,
              // A new price on every run (85 to 94 % of the offer's), so each report is a change.
              price: Math.max(0.5, Math.round(offer.price * (85 + ((Date.now() + n) % 10))) / 100),
            }),
            200,
            201,
            202,
          ),
        ];
      },
      'subscription-page': async (token) => {
        const calls: Call[] = [];
        for (const p of [
          '/api/subscription',
          '/api/billing/payment-attempts',
          '/api/billing/invoices',
        ])
          calls.push(expectStatus(await call(token, 'GET', p), 200));
        return calls;
      },
      checkout: async (token) => {
        const started = expectStatus(
          await call(token, 'POST', '/api/subscriptions/create-checkout-session', {
            planId: 'premium',
          }),
          200,
        );
        const { clientSecret } = started.body as { clientSecret: string };
        const confirmed = await confirmWithCard(stack.stripe.url, clientSecret, testCards.visa);
        if (confirmed.status !== 200) throw new Error(`confirm: HTTP ${confirmed.status}`);
        return [started];
      },
    };

    // ---- Shoppers: premium ones pay through the real checkout, measured as their operation --------
    const samples = new Map<string, Sample[]>();
    const keep = (plan: PlanKind, op: string, sample: Sample) => {
      const key = `${plan}:${op}`;
      samples.set(key, [...(samples.get(key) ?? []), sample]);
    };
    const shoppers: { plan: PlanKind; token: string }[] = [];
    for (const plan of ['free', 'premium'] as const) {
      for (let i = 0; i < SHOPPERS_PER_PLAN; i++) {
        const { IdToken } = await signUpAndSignIn(stack.url, stack.emulators.ids.userPoolClientId);
        shoppers.push({ plan, token: IdToken });
      }
    }
    // A warm-up shopper runs every premium operation once, unmeasured: a month is paid by warm
    // Lambdas, not by the first calls' module loads and JIT compilation.
    console.error('cost-per-shopper: warming every handler up (not measured)...');
    const warmUp = (await signUpAndSignIn(stack.url, stack.emulators.ids.userPoolClientId)).IdToken;
    for (const line of checkoutFirst(shopperMonth)) {
      if (line.perMonth.premium > 0) await operations[line.operation](warmUp, 900, 'premium');
    }
    await settled();

    console.error(
      `cost-per-shopper: ${shoppers.length} shoppers replaying their months' operations...`,
    );
    for (const shopper of shoppers) {
      for (const line of checkoutFirst(shopperMonth)) {
        const count = Math.min(line.perMonth[shopper.plan], SAMPLES_PER_SHOPPER);
        for (let n = 0; n < count; n++) {
          const index = shoppers.indexOf(shopper) * SAMPLES_PER_SHOPPER + n;
          const sample = await measure(
            () => operations[line.operation](shopper.token, index, shopper.plan),
            line.operation === 'session' ? shell : undefined,
          );
          keep(shopper.plan, line.operation, sample);
        }
      }
      if (shopper.plan === 'premium') {
        const plan = await call(shopper.token, 'GET', '/api/subscription');
        const planId = (plan.body as { planId?: string }).planId;
        if (planId !== 'premium') throw new Error(`the checkout left the shopper on ${planId}`);
      }
    }

    // ---- Scheduled jobs: one run each, measured, then their month ------------------------------
    console.error('cost-per-shopper: the scheduled jobs, one run each...');
    const jobSamples = new Map<string, Sample>();
    for (const line of scheduledMonth) {
      const job = jobs[line.job]!;
      await settled();
      records = [];
      const result = (await invoke(job.target, scheduledEventFor(job.name))) as { ran?: boolean };
      // The demo market runs a day once: a catalogue folder kept from an earlier run has had today.
      if (line.job === 'demo-market' && result.ran !== true) {
        throw new Error('the demo market had already run today: run on a fresh catalogue folder');
      }
      await settled();
      jobSamples.set(line.job, usageOf([], records, { requests: 0, bytes: 0 }, 1));
    }

    // ---- Pricing ----------------------------------------------------------------------------------
    /** The mean of what each sample consumed (the table's figures). */
    const meanFigures = (list: readonly Sample[]) => {
      const mean = (f: (s: Sample) => number) => sum(list.map(f)) / list.length;
      return {
        readRequestUnits: mean((s) => s.usage.readRequestUnits),
        writeRequestUnits: mean((s) => s.usage.writeRequestUnits),
        eventsPut: mean((s) => s.usage.eventsPut),
        bytesOut: mean((s) => s.usage.bytesOut),
        handlerMs: mean((s) => s.handlerMs),
        consumerMs: mean((s) => s.consumerMs),
      };
    };
    /** Each sample priced as billed (every invocation rounded up on its own), then the mean. */
    const meanCost = (list: readonly Sample[]): CostBreakdown =>
      scaleCost(addCosts(list.map((s) => priceOperation(s.usage))), 1 / list.length);

    // The baseline proper: GET /auth/me measured on its own, a few times, in this run.
    const meSamples: Sample[] = [];
    for (let i = 0; i < 6; i++) {
      meSamples.push(
        await measure(async () => [
          expectStatus(await call(shoppers[2]!.token, 'GET', '/auth/me'), 200),
        ]),
      );
    }
    const meCost = meanCost(meSamples).total;
    const meUsage = meanFigures(meSamples);

    const site = await siteDownloadOfVisit(stack.url, [
      '/',
      '/products',
      `/products/${encodeURIComponent(catalogue[0]!.id)}`,
      '/scan',
      '/wishlist',
      '/analyze',
      '/pricing',
      '/subscription',
    ]);
    const assetsMonth = (plan: PlanKind): CostBreakdown =>
      priceOperation({
        apiCalls: [],
        siteRequests: Math.min(SESSIONS[plan], RELEASES_PER_MONTH) * site.files,
        bytesOut: Math.min(SESSIONS[plan], RELEASES_PER_MONTH) * site.gzipBytes,
        invocations: [],
        readRequestUnits: 0,
        writeRequestUnits: 0,
        eventsPut: 0,
        scheduledInvocations: 0,
      });

    const rows: string[][] = [];
    const monthly: Record<PlanKind, { op: string; cost: CostBreakdown }[]> = {
      free: [],
      premium: [],
    };
    for (const line of shopperMonth) {
      for (const plan of ['free', 'premium'] as const) {
        const list = samples.get(`${plan}:${line.operation}`);
        if (!list || line.perMonth[plan] === 0) continue;
        const usage = meanFigures(list);
        const each = meanCost(list);
        monthly[plan].push({ op: line.operation, cost: scaleCost(each, line.perMonth[plan]) });
        rows.push([
          `${line.operation} (${plan})`,
          String(line.perMonth[plan]),
          String(list.length),
          usage.readRequestUnits.toFixed(1),
          usage.writeRequestUnits.toFixed(1),
          usage.eventsPut.toFixed(1),
          `${usage.handlerMs.toFixed(0)} + ${usage.consumerMs.toFixed(0)} ms`,
          `${(usage.bytesOut / 1024).toFixed(1)} KB`,
          microDollars(each.total),
          `${(each.total / meCost).toFixed(2)}x`,
          dollars(each.total * line.perMonth[plan], 5),
        ]);
      }
    }

    const jobRows: string[][] = [];
    const jobMonth: CostBreakdown[] = [];
    for (const line of scheduledMonth) {
      const sample = jobSamples.get(line.job)!;
      const each = meanCost([sample]);
      jobMonth.push(scaleCost(each, line.runsPerMonth));
      jobRows.push([
        line.job,
        `${line.runsPerMonth} (${line.why})`,
        sample.usage.readRequestUnits.toFixed(1),
        sample.usage.writeRequestUnits.toFixed(1),
        sample.usage.eventsPut.toFixed(0),
        `${sample.handlerMs.toFixed(0)} + ${sample.consumerMs.toFixed(0)} ms`,
        microDollars(each.total),
        dollars(each.total * line.runsPerMonth, 4),
      ]);
    }
    // A job's run is its own invocation: usageOf counted it as "consumer" time (no API call).
    const jobsTotal = addCosts(jobMonth);

    const perShopper = (plan: PlanKind) =>
      addCosts([...monthly[plan].map((m) => m.cost), assetsMonth(plan)]);
    const summaryRows = (['free', 'premium'] as const).map((plan) => {
      const variable = perShopper(plan);
      const thousand = variable.total * 1000 + jobsTotal.total;
      return [
        plan,
        dollars(variable.total, 5),
        dollars(variable.total * 1000, 2),
        dollars(jobsTotal.total, 2),
        dollars(thousand, 2),
        `${dollars(variable.lambda * 1000, 2)} / ${dollars(variable.dynamoDb * 1000, 2)} / ${dollars(variable.apiGateway * 1000, 2)} / ${dollars(variable.cloudFront * 1000, 2)} / ${dollars(variable.eventBridge * 1000, 3)}`,
      ];
    });
    const top = (plan: PlanKind) =>
      [...monthly[plan]]
        .sort((a, b) => b.cost.total - a.cost.total)
        .slice(0, 3)
        .map(
          (m) =>
            `${m.op} ${dollars(m.cost.total * 1000, 2)} per 1,000 (${((m.cost.total / perShopper(plan).total) * 100).toFixed(0)} %)`,
        )
        .join('; ');

    const refusedStatuses = [...samples.entries()]
      .filter(([key]) => key.endsWith(':scan-refused'))
      .flatMap(([, list]) => list.flatMap((s) => s.statuses));

    return [
      `Catalogue: ${CATALOGUE_SIZE.toLocaleString('en-US')} demo products. ${shoppers.length} shoppers (${SHOPPERS_PER_PLAN} free, ${SHOPPERS_PER_PLAN} premium through the real checkout), each operation at most ${SAMPLES_PER_SHOPPER} times per shopper; every Lambda billed at ${MEMORY_MB} MB, arm64. Rates: ${US_EAST_1.region}, read ${US_EAST_1.readOn}.`,
      `Rates (${US_EAST_1.region}, on demand, free tiers left out):\n${US_EAST_1.sources.map((line) => `- ${line}`).join('\n')}`,
      `Baseline: GET /auth/me alone, ${meSamples.length} times: ${meUsage.readRequestUnits.toFixed(1)} RRU, ${meUsage.writeRequestUnits.toFixed(1)} WRU, handler ${median(meSamples.map((s) => s.handlerMs)).toFixed(1)} ms median, ${microDollars(meCost)} micro-dollars each (1.00x).`,
      '',
      'Per operation (means of the samples; ms: the API handlers + the consumers their events started; cost in micro-dollars each, and a month of them per shopper):',
      table(
        [
          'operation (plan)',
          'per month',
          'samples',
          'RRU',
          'WRU',
          'events',
          'ms',
          'out',
          'µ$ each',
          'vs /auth/me',
          'a month',
        ],
        rows,
      ),
      '',
      `The SPA's files a shopper's browser downloads for the profile's pages (/, /products, a product page, /scan, /wishlist, /analyze, /pricing, /subscription) with an empty cache, in Chromium: ${site.files} files, ${(site.gzipBytes / 1024).toFixed(0)} KB gzip (largest: ${site.largest.map((f) => `${f.path} ${(f.gzipBytes / 1024).toFixed(0)} KB`).join(', ')}); downloaded again after each of ${RELEASES_PER_MONTH} releases a month (at most once a visit): ${dollars(assetsMonth('premium').total * 1000, 2)} per 1,000 shoppers a month.`,
      '',
      'Scheduled jobs (one run each, measured; ms: the job + the consumers its events started):',
      table(['job', 'runs a month', 'RRU', 'WRU', 'events', 'ms', 'µ$ a run', 'a month'], jobRows),
      '',
      'A month:',
      table(
        [
          'plan',
          'per shopper',
          'per 1,000 (variable)',
          `jobs (spread over ${SHOPPERS_SHARING_JOBS.toLocaleString('en-US')})`,
          'per 1,000 shoppers',
          'Lambda / DynamoDB / API GW / CloudFront / EventBridge per 1,000',
        ],
        summaryRows,
      ),
      '',
      `Not metered, stated: Cognito (the pool's Essentials plan) bills each shopper who signs in during a month as one MAU, ${dollars(US_EAST_1.cognitoEssentialsMau * 1000, 2)} per 1,000 above the account's 10,000 free MAUs; CloudWatch Logs for the handlers' JSON lines are not counted.`,
      `Most costly (free): ${top('free')}.`,
      `Most costly (premium): ${top('premium')}.`,
      `Free plan's refused scan answered ${refusedStatuses.join(', ')} (${plans.free.limits.scansPerMonth} scans a month).`,
    ].join('\n');
  } finally {
    stopListening();
    await close();
  }
};
