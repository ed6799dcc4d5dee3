/**
 * `npm start`'s demo catalogue: loaded on the first start (and whenever the table holds another
 * version or size of it, or a load that was cut short), left alone otherwise. Needs the
 * handlers' environment (startApp sets it).
 */
import type { Log } from '../log';
import {
  demoCatalogueIsCurrent,
  demoCatalogueSize,
  formatCount,
  seedDemoCatalogue,
} from './seed-demo-catalogue';

/**
 * Up to this many products load before the stack says it is ready (a few seconds), so tests
 * with a small catalogue find it in place; a larger one loads in the background while the app
 * already serves.
 */
export const BLOCKING_LOAD_MAX = 500;

export interface FirstStartOptions {
  readonly log: Log;
  /** During shutdown the emulators go away under a running load: that is no error to report. */
  readonly isStopping: () => boolean;
}

/** Resolves once the catalogue is in place or its background load has begun. */
export const loadDemoCatalogueOnStart = async ({ log, isStopping }: FirstStartOptions) => {
  const count = demoCatalogueSize();
  if (count === 0) {
    log.info('DEMO_CATALOGUE_SIZE=0: no demo catalogue');
    return;
  }
  if (await demoCatalogueIsCurrent(count)) return;
  const load = async () => {
    try {
      const { loadMs, generateMs } = await seedDemoCatalogue({ count });
      const seconds = ((loadMs + generateMs) / 1000).toFixed(1);
      log.info(`demo catalogue loaded: ${formatCount(count)} products in ${seconds} s`);
    } catch (error) {
      if (!isStopping()) {
        log.error('loading the demo catalogue failed (`npm run seed` loads it again)', error);
      }
    }
  };
  if (count <= BLOCKING_LOAD_MAX) {
    await load();
    return;
  }
  log.info(
    `loading the demo catalogue (${formatCount(count)} products) in the background; the app serves meanwhile`,
  );
  void load();
};
