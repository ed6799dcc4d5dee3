/**
 * Setup for every test of the `web` vitest project (root vitest.config.ts: `setupFiles`).
 * Testing Library unmounts what a test rendered only when vitest's globals are on, which they are
 * not here: unmount after each test. Safe next to a file's own `afterEach(cleanup)` (a second
 * cleanup finds nothing to unmount), so those can go once this file is wired in.
 */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { settleAppWorker } from '../lib/app-worker';

// Pages under test have no service worker: their offline copies are written by the page itself.
settleAppWorker(undefined);

afterEach(() => {
  cleanup();
});
