import { describe, expect, it } from 'vitest';
import { forEachConcurrently } from './concurrency';

describe('forEachConcurrently', () => {
  it('runs every item once, never more than `concurrency` at a time', async () => {
    // Prepare
    let running = 0;
    let most = 0;
    const done: number[] = [];

    // Act
    await forEachConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n % 3));
      done.push(n);
      running -= 1;
    });

    // Assess
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('still makes progress with a concurrency below one', async () => {
    const done: string[] = [];
    await forEachConcurrently(['a', 'b'], 0, async (s) => void done.push(s));
    expect(done).toEqual(['a', 'b']);
  });
});
