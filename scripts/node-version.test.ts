import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './node-version.mjs';

describe('nodeVersionProblem', () => {
  it('refuses Node 20 and 22 with a message that says what to do', () => {
    expect(nodeVersionProblem('20.20.2')).toMatch(
      /needs Node 24 or newer, but this is Node 20\.20\.2/,
    );
    expect(nodeVersionProblem('22.14.0')).toMatch(/Run it through npm/);
  });

  it('accepts Node 24 and newer, including the Node running these tests', () => {
    expect(nodeVersionProblem('24.0.0')).toBeUndefined();
    expect(nodeVersionProblem('26.1.0')).toBeUndefined();
    expect(nodeVersionProblem(process.versions.node)).toBeUndefined();
  });
});
