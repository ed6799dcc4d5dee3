import { describe, expect, it } from 'vitest';
import { countEventsPut } from '@shop-scanner/functions/lib/cost-metering';
import { meterInvocation, onInvocation, type InvocationRecord } from './invocation-meter';

describe('meterInvocation', () => {
  it('hands each listener the invocation with what it consumed', async () => {
    // Prepare
    const records: InvocationRecord[] = [];
    const stop = onInvocation((record) => records.push(record));

    // Act
    const result = await meterInvocation('shop-scanner-prices', 'req-1', async () => {
      countEventsPut(1);
      return 'answer';
    });
    stop();

    // Assess
    expect(result).toBe('answer');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      functionName: 'shop-scanner-prices',
      requestId: 'req-1',
      failed: false,
      usage: { eventsPut: 1 },
    });
    expect(records[0]!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('reports a failed invocation too (it is billed), and still throws its error', async () => {
    // Prepare
    const records: InvocationRecord[] = [];
    const stop = onInvocation((record) => records.push(record));

    // Act
    const call = meterInvocation('shop-scanner-billing', undefined, async () => {
      countEventsPut(2);
      throw new Error('boom');
    });

    // Assess
    await expect(call).rejects.toThrow('boom');
    stop();
    expect(records[0]).toMatchObject({ failed: true, usage: { eventsPut: 2 } });
  });

  it('records nothing once nobody listens', async () => {
    // Prepare
    const records: InvocationRecord[] = [];
    onInvocation((record) => records.push(record))();

    // Act
    await meterInvocation('shop-scanner-auth', 'req-2', async () => countEventsPut(1));

    // Assess
    expect(records).toEqual([]);
  });
});
