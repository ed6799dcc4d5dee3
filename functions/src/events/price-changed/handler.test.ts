import type { EventBridgeEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The consumer's one collaborator: the product check, which reads and writes the table.
const checkProduct = vi.fn();
vi.mock('../../domain/price-watch/check-product', () => ({ checkProduct }));
const { logger } = await import('../../lib/logger');
const { handler } = await import('./handler');

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
  checkProduct.mockReset();
});

describe('the price-changed consumer', () => {
  it("checks the event's product's watchers as of now (the offers as they stand, not the event's figures)", async () => {
    // Prepare
    checkProduct.mockResolvedValue(undefined);
    const before = Date.now();

    // Act
    await handler(event(detail));

    // Assess
    expect(checkProduct).toHaveBeenCalledTimes(1);
    const [productId, now, ...rest] = checkProduct.mock.calls[0] as [string, Date, ...unknown[]];
    expect(productId).toBe('p-1');
    expect(rest).toEqual([]);
    expect(now.getTime()).toBeGreaterThanOrEqual(before);
    expect(now.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('throws what the check threw, so the bus delivers the event again', async () => {
    // Prepare
    checkProduct.mockRejectedValue(new Error('ProvisionedThroughputExceeded'));

    // Act / Assess
    await expect(handler(event(detail))).rejects.toThrow('ProvisionedThroughputExceeded');
  });

  it('logs a broken detail as an error and drops it without a check: a retry would fail the same way', async () => {
    // Prepare
    const error = vi.spyOn(logger, 'error');

    // Act
    await expect(handler(event({ ...detail, new: null }))).resolves.toBeUndefined();

    // Assess
    expect(checkProduct).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(
      'PriceChanged event whose detail breaks the contract',
      expect.objectContaining({ id: 'evt-1' }),
    );
  });
});
