import { describe, expect, it, vi } from 'vitest';
import { deletedAccountCache } from './deleted-account-cache';

describe('deletedAccountCache', () => {
  it('asks the table once for a deleted account, then answers from memory', async () => {
    // Prepare
    const lookUp = vi.fn(async (userId: string) => userId === 'gone');
    const isDeleted = deletedAccountCache(lookUp);

    // Act
    const answers = [await isDeleted('gone'), await isDeleted('gone'), await isDeleted('gone')];

    // Assess
    expect(answers).toEqual([true, true, true]);
    expect(lookUp).toHaveBeenCalledTimes(1);
  });

  it('asks again for an account that was not deleted: it may be by the next request', async () => {
    // Prepare
    let deleted = false;
    const lookUp = vi.fn(async () => deleted);
    const isDeleted = deletedAccountCache(lookUp);

    // Act
    const before = await isDeleted('user-1');
    deleted = true;
    const after = await isDeleted('user-1');

    // Assess
    expect([before, after]).toEqual([false, true]);
    expect(lookUp).toHaveBeenCalledTimes(2);
  });

  it('forgets the oldest past its size, and asks the table for it again', async () => {
    // Prepare
    const lookUp = vi.fn(async () => true);
    const isDeleted = deletedAccountCache(lookUp, 2);
    await isDeleted('a');
    await isDeleted('b');
    await isDeleted('c');
    lookUp.mockClear();

    // Act
    await isDeleted('c');
    await isDeleted('a');

    // Assess
    expect(lookUp.mock.calls).toEqual([['a']]);
  });
});
