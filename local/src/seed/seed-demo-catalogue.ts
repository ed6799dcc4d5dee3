/**
 * Generating and loading the demo catalogue into the table the handlers' environment names
 * (TABLE_NAME, DYNAMODB_ENDPOINT): shared by `npm run seed`, the first `npm start` and the
 * benchmark. The data module is imported lazily because it reads the environment at import.
 */
import {
  DEMO_CATALOGUE_DEFAULT_SIZE,
  DEMO_CATALOGUE_REFERENCE_DATE,
  DEMO_CATALOGUE_SEED,
  demoCatalogueVersion,
  generateDemoCatalogue,
} from './demo-catalogue';

/**
 * DEMO_CATALOGUE_SIZE: how many demo products (default 25,000; 0 = no demo catalogue). Tests and
 * Playwright set it small.
 */
export const demoCatalogueSize = (source: NodeJS.ProcessEnv = process.env): number => {
  const setting = source.DEMO_CATALOGUE_SIZE?.trim();
  if (setting === undefined || setting === '') return DEMO_CATALOGUE_DEFAULT_SIZE;
  const size = Number(setting);
  if (!Number.isInteger(size) || size < 0 || size > 1_000_000) {
    throw new Error(`DEMO_CATALOGUE_SIZE must be a whole number from 0 to 1000000, got ${setting}`);
  }
  return size;
};

/** The marker version a table holding the catalogue of this size carries. */
export const versionFor = (count: number): string =>
  demoCatalogueVersion({ seed: DEMO_CATALOGUE_SEED, count });

/** Whether the table already holds, completely, the catalogue of this size. */
export const demoCatalogueIsCurrent = async (count: number): Promise<boolean> => {
  const { demoCatalogueLoaded } = await import('@shop-scanner/functions/data/products-demo-load');
  const marker = await demoCatalogueLoaded();
  return marker?.version === versionFor(count);
};

export interface SeedOptions {
  readonly count: number;
  /** BatchWriteItem requests in flight; the loader's default when unset. */
  readonly concurrency?: number;
  readonly onProgress?: (written: number, total: number) => void;
}

export interface SeedResult {
  readonly count: number;
  readonly version: string;
  readonly generateMs: number;
  readonly loadMs: number;
}

/** Generates the catalogue from the fixed seed and loads it (idempotent: puts overwrite). */
export const seedDemoCatalogue = async ({
  count,
  concurrency,
  onProgress,
}: SeedOptions): Promise<SeedResult> => {
  const { loadDemoCatalogue } = await import('@shop-scanner/functions/data/products-demo-load');
  const started = performance.now();
  const products = generateDemoCatalogue({
    seed: DEMO_CATALOGUE_SEED,
    count,
    now: DEMO_CATALOGUE_REFERENCE_DATE,
  });
  const generated = performance.now();
  const version = versionFor(count);
  await loadDemoCatalogue(products, {
    ...(concurrency ? { concurrency } : {}),
    onProgress: (written) => onProgress?.(written, count),
    version,
    seed: DEMO_CATALOGUE_SEED,
  });
  return {
    count,
    version,
    generateMs: generated - started,
    loadMs: performance.now() - generated,
  };
};

/** Calls `report` each time another tenth of the products is written (plain log lines). */
export const everyTenth = (
  report: (written: number, total: number) => void,
): ((written: number, total: number) => void) => {
  let lastTenth = 0;
  return (written, total) => {
    const tenth = Math.floor((written / Math.max(1, total)) * 10);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      report(written, total);
    }
  };
};

export const formatCount = (n: number): string => n.toLocaleString('en-US');
