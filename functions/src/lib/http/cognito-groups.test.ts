import { describe, expect, it } from 'vitest';
import { groupsOfClaim } from './cognito-groups';

describe('groupsOfClaim', () => {
  it('reads the array a verified token carries', () => {
    expect(groupsOfClaim(['support', 'beta'])).toEqual(['support', 'beta']);
  });

  it("reads API Gateway's rendering of an array, one group or several", () => {
    expect(groupsOfClaim('[support]')).toEqual(['support']);
    expect(groupsOfClaim('[beta support]')).toEqual(['beta', 'support']);
  });

  it('finds no group in a missing, empty or non-text claim', () => {
    expect(groupsOfClaim(undefined)).toEqual([]);
    expect(groupsOfClaim('[]')).toEqual([]);
    expect(groupsOfClaim(42)).toEqual([]);
  });

  it('does not read a group out of a longer name', () => {
    expect(groupsOfClaim('[support-lead]')).toEqual(['support-lead']);
  });
});
