import { describe, expect, it } from 'vitest';
import { readReturnTo } from './return-to';

describe('readReturnTo', () => {
  it('rebuilds the remembered path with its query and hash', () => {
    expect(readReturnTo({ from: { pathname: '/wishlist', search: '?q=1', hash: '#top' } })).toBe(
      '/wishlist?q=1#top',
    );
  });

  it('ignores missing, foreign or auth-page origins', () => {
    expect(readReturnTo(undefined)).toBeUndefined();
    expect(readReturnTo({ from: { pathname: '//evil.example' } })).toBeUndefined();
    expect(readReturnTo({ from: { pathname: 'https://evil.example' } })).toBeUndefined();
    expect(readReturnTo({ from: { pathname: '/login' } })).toBeUndefined();
  });
});
