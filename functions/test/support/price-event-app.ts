/**
 * For the price tests that watch the bus: the app with its own event rules (the price-changed
 * consumer among them) plus a recording consumer behind the very pattern the CDK rule is made of
 * (priceChangedPattern), so a test sees each PriceChanged event as a real rule delivers it.
 */
import path from 'node:path';
import type { EventBridgeEvent } from 'aws-lambda';
import { priceChangedPattern } from '@shop-scanner/functions/entries';
import type { App } from '../../../local/src/local-stack';
import { fixturesDir, startTestApp } from '../../../local/test/stack';

/** What the recording consumer received (local/test/fixtures/recording-consumer.ts). */
export const received = globalThis as { consumedEvents?: EventBridgeEvent<string, unknown>[] };

export const startAppRecordingPriceEvents = async (): Promise<App> => {
  const { eventRules } = await import('../../../local/src/handler-config');
  return startTestApp({
    eventRules: [
      ...eventRules,
      {
        name: 'price-changed-test',
        pattern: priceChangedPattern,
        target: {
          name: 'recording-consumer',
          entry: path.join(fixturesDir, 'recording-consumer.ts'),
        },
      },
    ],
  });
};
