/**
 * What a use does when every attempt clashes with concurrent writes: the write module is
 * replaced, so the clash is certain (DynamoDB Local produces it only by chance).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UseWriteResult } from '../../data/usage';
import { ServiceUnavailable } from '../../lib/errors';

const writeUse = vi.fn<() => Promise<UseWriteResult>>();
// The key was not counted before: every use goes on to the write.
const distinctUseCounted = vi.fn(async () => false);
vi.mock('../../data/usage', () => ({ writeUse, distinctUseCounted }));
vi.mock('../../data/subscriptions', () => ({ getSubscription: async () => undefined }));

const { consumeUsage } = await import('./quota');

beforeEach(() => {
  writeUse.mockReset();
  // No pauses between attempts.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});

const clash: UseWriteResult = {
  kind: 'refused',
  reasons: { marker: 'None', counter: 'TransactionConflict' },
};
const subject = { kind: 'user' as const, userId: 'u-1' };

describe('consumeUsage when writes clash', () => {
  it('answers 503 with Retry-After once every attempt clashed', async () => {
    writeUse.mockResolvedValue(clash);

    const attempt = consumeUsage({ subject, feature: 'scan', key: '00000000000017' });

    await expect(attempt).rejects.toBeInstanceOf(ServiceUnavailable);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 503,
      headers: { 'retry-after': '1' },
    });
    expect(writeUse).toHaveBeenCalledTimes(10);
  });

  it('counts the use when a later attempt gets through', async () => {
    writeUse.mockResolvedValueOnce(clash).mockResolvedValue({ kind: 'written' });

    await expect(consumeUsage({ subject, feature: 'scan' })).resolves.toEqual({ counted: true });
    expect(writeUse).toHaveBeenCalledTimes(2);
  });
});
