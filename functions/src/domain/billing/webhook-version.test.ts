import { describe, expect, it } from 'vitest';
import { webhookVersionProblem } from './webhook-version';

const PINNED = '2026-10-28.endive';

describe('webhookVersionProblem', () => {
  it('accepts an event in the pinned version', () => {
    // Act
    const problem = webhookVersionProblem(PINNED, PINNED);

    // Assess
    expect(problem).toBeUndefined();
  });

  it('names both versions and the fix when the endpoint sends another version', () => {
    // Prepare: the version of a real event from an endpoint made in 2025.
    const sent = '2025-05-28.basil';

    // Act
    const problem = webhookVersionProblem(sent, PINNED);

    // Assess
    expect(problem).toContain('API version 2025-05-28.basil');
    expect(problem).toContain(`the app reads ${PINNED}`);
    expect(problem).toContain('npm run stripe:webhook-endpoint');
  });

  it('reports an event without a version', () => {
    expect(webhookVersionProblem(null, PINNED)).toContain('no API version');
    expect(webhookVersionProblem(undefined, PINNED)).toContain('no API version');
  });
});
