import type { EventBridgeEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../lib/logger';
import { handler } from './handler';

const event = (detail: unknown): EventBridgeEvent<string, unknown> => ({
  version: '0',
  id: 'evt-1',
  'detail-type': 'PriceChanged',
  source: 'shop-scanner.prices',
  account: '000000000000',
  time: '2026-11-20T12:00:00Z',
  region: 'local',
  resources: [],
  detail,
});

const detail = {
  productId: 'p-1',
  store: 'Walmart',
  source: 'shopper',
  old: { price: 20, inStock: true },
  new: { price: 18, inStock: true },
  observedAt: '2026-11-20T12:00:00.000Z',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the price-changed consumer (the hook the wishlist replaces)', () => {
  it('logs a PriceChanged detail that keeps the shared contract', async () => {
    const debug = vi.spyOn(logger, 'debug');

    await handler(event(detail));

    expect(debug).toHaveBeenCalledWith('Price changed', { eventId: 'evt-1', ...detail });
  });

  it('logs a broken detail as an error without throwing: a retry would fail the same way', async () => {
    const error = vi.spyOn(logger, 'error');

    await expect(handler(event({ ...detail, new: null }))).resolves.toBeUndefined();

    expect(error).toHaveBeenCalledWith(
      'PriceChanged event whose detail breaks the contract',
      expect.objectContaining({ id: 'evt-1' }),
    );
  });
});
