import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AuthenticityBadge, TrustScoreBadge } from './score-badge';

describe('AuthenticityBadge', () => {
  it.each([
    [59, 'red', '59% · High risk'],
    [60, 'yellow', '60% · Moderate risk'],
    [79, 'yellow', '79% · Moderate risk'],
    [80, 'green', '80% · Likely authentic'],
  ])('colours %i as %s with its words', (score, band, text) => {
    // Prepare + Act
    render(<AuthenticityBadge score={score} />);

    // Assess
    const badge = screen.getByText(text);
    expect(badge.getAttribute('data-band')).toBe(band);
    expect(badge.className).toContain(`product-badge--${band}`);
  });

  it("says 'Not rated yet' without a colour band when there is no score", () => {
    render(<AuthenticityBadge score={null} />);
    const badge = screen.getByText('Not rated yet');
    expect(badge.getAttribute('data-band')).toBe('none');
    expect(badge.textContent).not.toContain('%');
  });
});

describe('TrustScoreBadge', () => {
  it.each([
    [59, 'red', 'Trust 59 · High risk'],
    [60, 'yellow', 'Trust 60 · Moderate risk'],
    [79, 'yellow', 'Trust 79 · Moderate risk'],
    [80, 'green', 'Trust 80 · Trusted store'],
  ])(
    'uses the same bands for a store trust score of %i (%s), with its words',
    (score, band, text) => {
      render(<TrustScoreBadge score={score} />);
      expect(screen.getByText(text).getAttribute('data-band')).toBe(band);
    },
  );
});
