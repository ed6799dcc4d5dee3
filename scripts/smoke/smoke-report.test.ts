import { describe, expect, it } from 'vitest';
import { checkLine, smokeExitCode, summaryLine, type CheckOutcome } from './smoke-report';

const outcome = (passed: boolean, name = 'config.json'): CheckOutcome => ({
  name,
  passed,
  detail: passed ? 'stage aws' : 'GET /config.json answered 403',
  milliseconds: 123.4,
});

describe('the smoke report', () => {
  it('prints one line per check: the verdict, the name, the time and what was seen', () => {
    // Act
    const lines = [checkLine(outcome(true)), checkLine(outcome(false))];

    // Assess
    expect(lines).toEqual([
      'PASS  config.json                123 ms  stage aws',
      'FAIL  config.json                123 ms  GET /config.json answered 403',
    ]);
  });

  it('exits 0 only when checks ran and all passed', () => {
    // Act
    const codes = [
      smokeExitCode([outcome(true), outcome(true, 'security headers')]),
      smokeExitCode([outcome(true), outcome(false, 'security headers')]),
      smokeExitCode([]),
    ];

    // Assess
    expect(codes).toEqual([0, 1, 1]);
  });

  it('sums up the run in one line', () => {
    // Act
    const summary = summaryLine([outcome(true), outcome(false), outcome(true)]);

    // Assess
    expect(summary).toBe('2 passed, 1 failed');
  });
});
