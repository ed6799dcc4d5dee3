import { describe, expect, it } from 'vitest';
import { utf8Boundary } from './read-capped-body';

describe('utf8Boundary', () => {
  it('keeps a prefix that ends on a whole character', () => {
    const bytes = Buffer.from('a€b', 'utf8'); // a, then € in 3 bytes, then b
    expect(utf8Boundary(bytes)).toBe(5);
    expect(utf8Boundary(bytes.subarray(0, 4))).toBe(4);
  });

  it('drops a character cut part way', () => {
    const bytes = Buffer.from('a€', 'utf8');
    expect(utf8Boundary(bytes.subarray(0, 2))).toBe(1);
    expect(utf8Boundary(bytes.subarray(0, 3))).toBe(1);
    expect(utf8Boundary(Buffer.from('😀', 'utf8').subarray(0, 3))).toBe(0);
  });
});
