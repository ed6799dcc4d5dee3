import { useMemo } from 'react';
import { getRuntimeConfig } from '../../../config/runtime-config';
import { demoStoresOf, type DemoStore } from '../demo-stores';

/** The configuration, or nothing when it is not loaded (a test rendering the page alone). */
const configOrNone = (): unknown => {
  try {
    return getRuntimeConfig();
  } catch {
    return undefined;
  }
};

/** The demo stores /config.json offers to try (demo-stores.ts); none on AWS. */
export const useDemoStores = (): DemoStore[] => useMemo(() => demoStoresOf(configOrNone()), []);
