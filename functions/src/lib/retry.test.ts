import { describe, expect, it, vi } from 'vitest';
import { MAX_RETRY_DELAY_MS, retryDelay, retryOn } from './retry';

class Clash extends Error {}
const isClash = (error: unknown) => error instanceof Clash;

describe('retryOn', () => {
  it('tries again after a retryable failure and answers the first success', async () => {
    const fn = vi
      .fn<(attempt: number) => Promise<string>>()
      .mockRejectedValueOnce(new Clash())
      .mockRejectedValueOnce(new Clash())
      .mockResolvedValue('done');

    await expect(retryOn(isClash, 5, 1, fn)).resolves.toBe('done');
    expect(fn.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2, 3]);
  });

  it('throws the last retryable error once the attempts are spent', async () => {
    const errors = [new Clash('1'), new Clash('2'), new Clash('3')];
    let call = 0;
    const fn = vi.fn(() => Promise.reject(errors[call++]));

    await expect(retryOn(isClash, 3, 1, fn)).rejects.toBe(errors[2]);
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('throws an error that is not retryable at once', async () => {
    const fatal = new Error('malformed');
    const fn = vi.fn(() => Promise.reject(fatal));

    await expect(retryOn(isClash, 5, 1, fn)).rejects.toBe(fatal);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('retryDelay', () => {
  it('waits a random share of a bound that doubles per attempt, capped', () => {
    expect(retryDelay(1, 20, () => 1)).toBe(20);
    expect(retryDelay(3, 20, () => 1)).toBe(80);
    expect(retryDelay(3, 20, () => 0.5)).toBe(40);
    expect(retryDelay(30, 20, () => 1)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelay(5, 20, () => 0)).toBe(0);
  });
});
