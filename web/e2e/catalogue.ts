/**
 * What the e2e tests need to know of the running catalogue, read from its public API (the demo
 * catalogue is generated from a fixed seed, but the tests ask the product rather than hard-code it).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  chromium,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
} from '@playwright/test';
import {
  catalogueStatsSchema,
  popularProductsSchema,
  type ProductSummary,
} from '@shop-scanner/shared/products';
import { withCheckDigit } from '@shop-scanner/shared/barcode';
import { writeFakeCamera } from '../../scripts/barcodes/fake-camera';
import { chromiumLaunchOptions } from './chromium';

/**
 * The server answers as soon as it listens, and the first start loads the demo catalogue right
 * after: wait until its figures (written when the load ends) are in.
 */
export const demoCatalogueLoaded = async (request: APIRequestContext): Promise<void> => {
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/products/stats');
        return response.ok() ? catalogueStatsSchema.parse(await response.json()).demoProducts : 0;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
};

/** Popular demo products (public, free): the e2e catalogue is small but never empty. */
export const popularProducts = async (request: APIRequestContext): Promise<ProductSummary[]> => {
  await demoCatalogueLoaded(request);
  const response = await request.get('/api/products/popular');
  expect(response.status()).toBe(200);
  return popularProductsSchema.parse(await response.json());
};

/** A popular demo product whose barcode is an EAN-13, the symbol the fake camera shows. */
export const popularEan13Product = async (request: APIRequestContext) => {
  const product = (await popularProducts(request)).find((p) => p.barcode.length === 13);
  if (!product) throw new Error('No popular demo product has an EAN-13 barcode');
  return product;
};

let serial = 0;
/**
 * A valid EAN-13 that no catalogue holds: the 200 prefix is GS1's range for a retailer's own
 * numbering, and the time and a counter make it unique per run.
 */
export const unknownEan13 = (): string =>
  withCheckDigit(`200${(Date.now() % 1e8).toString().padStart(8, '0')}${serial++ % 10}`);

/**
 * A Chromium whose camera films the given EAN-13 (a .y4m made by scripts/barcodes), and a context
 * with the camera allowed. The fake camera is fixed at launch, so each code gets its own browser.
 */
export const browserFilming = async (
  ean13: string,
  baseURL: string,
): Promise<{ browser: Browser; context: BrowserContext }> => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'shop-scanner-camera-')), 'code.y4m');
  writeFakeCamera(file, ean13, { frames: 10 });
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
  });
  const context = await browser.newContext({ baseURL, permissions: ['camera'] });
  return { browser, context };
};
