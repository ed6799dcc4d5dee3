/**
 * For the store-check integration tests: the app (gateway and handlers on the tests' emulators)
 * with the loopback fixture stores its safe fetcher may reach, the demo-catalogue products those
 * stores sell loaded into the table, and signed-in shoppers.
 */
import type { App } from '../../../local/src/local-stack';
import { startFixtureStores, type FixtureStores } from '../../../local/src/fixture-stores';
import type { CatalogueProduct } from '../../../local/src/fixture-stores/catalogue-products';
import {
  DEMO_CATALOGUE_REFERENCE_DATE,
  DEMO_CATALOGUE_SEED,
  generateDemoCatalogue,
} from '../../../local/src/seed/demo-catalogue';
import { apiCaller, emulators, signUpAndSignIn, startTestApp } from '../../../local/test/stack';

export interface FixtureStoreApp {
  readonly app: App;
  readonly stores: FixtureStores;
  readonly call: ReturnType<typeof apiCaller>;
  /** A new free shopper's ID token. */
  shopper(): Promise<string>;
  /** Loads these demo-catalogue products (as the real loader does), so lookups find them. */
  loadProducts(products: readonly CatalogueProduct[], version: string): Promise<void>;
  stop(): Promise<void>;
}

export const startFixtureStoreApp = async (): Promise<FixtureStoreApp> => {
  // No test may reach the public Open Food Facts API.
  process.env.OPEN_FACTS_BASE_URLS = '';
  const stores = await startFixtureStores();
  const app = await startTestApp({ fixtureStores: stores });
  return {
    app,
    stores,
    call: apiCaller(() => app.url),
    shopper: async () => (await signUpAndSignIn(app.url, emulators().ids.userPoolClientId)).IdToken,
    loadProducts: async (products, version) => {
      const wanted = new Set(products.map((p) => p.index));
      const catalogue = generateDemoCatalogue({
        seed: DEMO_CATALOGUE_SEED,
        count: Math.max(...wanted) + 1,
        now: DEMO_CATALOGUE_REFERENCE_DATE,
      }).filter((_, index) => wanted.has(index));
      // Imported only now: the data modules read the app's environment at import.
      const { loadDemoCatalogue } = await import('../../src/data/products-demo-load');
      await loadDemoCatalogue(catalogue, { version });
    },
    stop: async () => {
      await app.stop();
      await stores.close();
    },
  };
};
