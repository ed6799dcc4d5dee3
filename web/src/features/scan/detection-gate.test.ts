import { describe, expect, it } from 'vitest';
import { createDetectionGate } from './detection-gate';

const digits = (text: string) => (/^\d{8,14}$/.test(text) ? null : 'bad');

describe('createDetectionGate', () => {
  it('accepts a good code, refuses a bad one with its message', () => {
    const gate = createDetectionGate(digits);
    expect(gate('12345678')).toEqual({ kind: 'accepted', text: '12345678' });
    expect(gate('12')).toEqual({ kind: 'invalid', message: 'bad' });
  });

  it('ignores a code while it is the last one seen, and sees it again after another', () => {
    const gate = createDetectionGate(digits);
    expect(gate('12').kind).toBe('invalid');
    expect(gate('12').kind).toBe('ignored');
    expect(gate('34').kind).toBe('invalid');
    expect(gate('12').kind).toBe('invalid');
  });
});
