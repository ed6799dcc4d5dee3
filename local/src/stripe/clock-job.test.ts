import { describe, expect, it } from 'vitest';
import { parseClockArgument } from './clock-job';

describe('parseClockArgument', () => {
  it('goes to the next change without an argument or with "next"', () => {
    expect(parseClockArgument(undefined)).toEqual({ to: 'next' });
    expect(parseClockArgument('next')).toEqual({ to: 'next' });
  });
  it('reads seconds, and durations with a unit', () => {
    expect(parseClockArgument('90')).toEqual({ seconds: 90 });
    expect(parseClockArgument('45m')).toEqual({ seconds: 2700 });
    expect(parseClockArgument('23h')).toEqual({ seconds: 82_800 });
    expect(parseClockArgument('7d')).toEqual({ seconds: 604_800 });
  });
  it('refuses anything else', () => {
    expect(parseClockArgument('-5')).toBeUndefined();
    expect(parseClockArgument('soon')).toBeUndefined();
    expect(parseClockArgument('7w')).toBeUndefined();
  });
});
