/**
 * A business's offer feed of 10,000 rows, in the stack `npm start` runs (in memory): the CSV is
 * uploaded through the API (the 202 carries the whole report) and its accepted rows are ingested
 * in chunks by the offer-feed consumer on the local bus; timed from the upload to the feed's
 * record saying every row is ingested, and checked to have recorded exactly 10,000 observations
 * (10,000 merchant offers and 10,000 PriceChanged events of the business's store).
 *
 * Baseline in the same run: the ingest path's own rate, ingestObservation called directly for the
 * same kind of rows (a new store's offer on each of the same 10,000 products), ROW_CONCURRENCY at
 * once, as one chunk of the consumer runs them. Run first, so the feed meets products that carry
 * one offer more than the baseline did.
 *
 *   npm run bench -- offer-feed
 */
import { VERIFICATION_FILE_PATH } from '@shop-scanner/shared/business-store';
import { PRICE_CHANGED_DETAIL_TYPE, type PriceObservation } from '@shop-scanner/shared/prices';
import { apiCaller, signUpAndSignIn } from '../local/test/stack';
import {
  DEMO_CATALOGUE_REFERENCE_DATE,
  DEMO_CATALOGUE_SEED,
  generateDemoCatalogue,
} from '../local/src/seed/demo-catalogue';
import { runIsolated } from './lib/isolated';
import { subjectOf } from './lib/shoppers';
import { ratio, seconds, table } from './lib/stats';
import { onThrowawayStack } from './lib/throwaway-stack';

const ROWS = 10_000;
const BUSINESS_NAME = 'Bench Feed Store';
const BASELINE_STORE = 'Bench Baseline Store';

/** A price per product and store, deterministic: cents from the row's index. */
const priceOf = (index: number, offset: number) => 5 + ((index * 37 + offset) % 9000) / 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const measureOfferFeed = (): Promise<string> =>
  onThrowawayStack('offer-feed', async (stack) => {
    const call = apiCaller(() => stack.url);
    const catalogue = generateDemoCatalogue({
      seed: DEMO_CATALOGUE_SEED,
      count: ROWS,
      now: DEMO_CATALOGUE_REFERENCE_DATE,
    });
    console.error(`  loading ${ROWS.toLocaleString('en-US')} demo products (not timed)...`);
    // Imported only now: the data modules read the stack's environment at import.
    const { loadDemoCatalogue } = await import('../functions/src/data/products-demo-load');
    await loadDemoCatalogue(catalogue, { version: 'bench-offer-feed' });
    const { ingestObservation } = await import('../functions/src/domain/prices/ingest-observation');
    const { forEachConcurrently } = await import('../functions/src/lib/concurrency');
    const { getProductItem } = await import('../functions/src/data/products');

    // The baseline: the ingest path called directly, the same kind of row for each product.
    console.error('  baseline: ingestObservation for each product...');
    const observedAt = new Date().toISOString();
    const baselineStarted = performance.now();
    await forEachConcurrently(catalogue.entries(), 4, async ([index, product]) => {
      const observation: PriceObservation = {
        productId: product.id,
        store: BASELINE_STORE,
        price: priceOf(index, 11),
        inStock: true,
        shipping: { free: true, cost: 0, estimatedDays: 3 },
        url: `https://baseline.example/p/${index}`,
        source: 'merchant',
        observedAt,
      };
      await ingestObservation(observation);
    });
    const baselineMs = performance.now() - baselineStarted;
    await stack.bus.idle();

    // A business with its verified store (a fixture store is its website).
    const origin = stack.fixtureStores.byKind('brand-shopify').origin;
    const { IdToken: token } = await signUpAndSignIn(
      stack.url,
      stack.emulators.ids.userPoolClientId,
      {
        'custom:accountType': 'business',
        'custom:businessName': BUSINESS_NAME,
      },
    );
    const claimed = await call('PUT', '/api/dashboard/store', {
      token,
      body: { website: origin },
    });
    await fetch(`${origin}${VERIFICATION_FILE_PATH}`, {
      method: 'PUT',
      body: String(claimed.body.store.verificationToken),
    });
    const verified = await call('POST', '/api/dashboard/store/verify', { token });
    if (verified.body.outcome !== 'verified') throw new Error('the bench store did not verify');

    const csv = [
      'gtin,price,currency,shipping,in_stock,url,was_price,delivery_days',
      ...catalogue.map(
        (product, index) =>
          `${product.barcode},${priceOf(index, 0).toFixed(2)},USD,${index % 3 === 0 ? '0' : '4.95'},true,${origin}/products/${index},,3`,
      ),
    ].join('\n');
    const eventsBefore = stack.bus.published.length;

    console.error(`  uploading the feed (${(csv.length / 1024 / 1024).toFixed(2)} MB)...`);
    const started = performance.now();
    const response = await fetch(`${stack.url}/api/dashboard/offer-feeds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      body: csv,
    });
    const report = (await response.json()) as { id: string; acceptedRows: number };
    const answeredMs = performance.now() - started;
    if (response.status !== 202 || report.acceptedRows !== ROWS)
      throw new Error(
        `upload answered ${response.status}: ${JSON.stringify(report).slice(0, 300)}`,
      );
    let feed: { status: string; ingestedRows: number; changedOffers: number };
    for (;;) {
      feed = (await call('GET', `/api/dashboard/offer-feeds/${report.id}`, { token }))
        .body as typeof feed;
      if (feed.status === 'ingested') break;
      await sleep(200);
    }
    const ingestedMs = performance.now() - started;
    await stack.bus.idle();
    const subject = subjectOf(token);

    // Exactly 10,000 observations: one merchant offer per product, one PriceChanged each.
    let merchantOffers = 0;
    await forEachConcurrently(catalogue, 8, async (product) => {
      const item = await getProductItem(product.id);
      merchantOffers += (item?.stores ?? []).filter(
        (s) => s.name === BUSINESS_NAME && (s as { source?: string }).source === 'merchant',
      ).length;
    });
    const priceChanged = stack.bus.published
      .slice(eventsBefore)
      .filter(
        (e) =>
          e['detail-type'] === PRICE_CHANGED_DETAIL_TYPE &&
          (e.detail as { store?: string }).store === BUSINESS_NAME,
      ).length;
    const chunks = stack.bus.published
      .slice(eventsBefore)
      .filter((e) => e['detail-type'] === 'OfferFeedChunk').length;

    const perSecond = (ms: number) => `${Math.round(ROWS / (ms / 1000)).toLocaleString('en-US')}/s`;
    return [
      `${ROWS.toLocaleString('en-US')} rows, one per demo product, ${chunks} chunks on the bus; business ${subject.slice(0, 8)}….`,
      `Checked: ${feed.ingestedRows.toLocaleString('en-US')} rows ingested, ${feed.changedOffers.toLocaleString('en-US')} offers changed, ${merchantOffers.toLocaleString('en-US')} merchant offers on the products, ${priceChanged.toLocaleString('en-US')} PriceChanged events of the store.`,
      '',
      table(
        ['what', 'time', 'rows a second', 'vs baseline'],
        [
          [
            'baseline: ingestObservation directly, 4 at once',
            seconds(baselineMs),
            perSecond(baselineMs),
            '1.00x',
          ],
          [
            'feed upload answered (202 with the report)',
            seconds(answeredMs),
            '',
            ratio(answeredMs, baselineMs),
          ],
          [
            'feed upload to fully ingested',
            seconds(ingestedMs),
            perSecond(ingestedMs),
            ratio(ingestedMs, baselineMs),
          ],
        ],
      ),
    ].join('\n');
  });

export const benchOfferFeed = (): Promise<string> =>
  runIsolated('bench/offer-feed.ts', 'measureOfferFeed');
