import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

describe('AnswerCache', () => {
  it('keeps an entry for its lifetime, then forgets it', () => {
    const cache = new AnswerCache<string>(10);
    cache.set('a', 'first', 1000, 0);
    expect(cache.get('a', 999)).toBe('first');
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry at its bound', () => {
    const cache = new AnswerCache<number>(2);
    cache.set('a', 1, 1000, 0);
    cache.set('b', 2, 1000, 0);
    expect(cache.get('a', 1)).toBe(1);
    cache.set('c', 3, 1000, 2);
    expect(cache.size).toBe(2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)).toBe(1);
    expect(cache.get('c', 3)).toBe(3);
  });

  it('replaces an entry set again, with its new lifetime', () => {
    const cache = new AnswerCache<number>(2);
    cache.set('a', 1, 10, 0);
    cache.set('a', 2, 1000, 5);
    expect(cache.get('a', 500)).toBe(2);
    cache.clear();
    expect(cache.get('a', 500)).toBeUndefined();
  });
});
