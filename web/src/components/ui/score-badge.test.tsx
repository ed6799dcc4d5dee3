import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AuthenticityBadge, TrustScoreBadge } from './score-badge';

/**
 * The badges draw with the shared pill and tones (styles.css): green from 80, yellow from 60,
 * red below, and a neutral pill when no score exists. The band's words stay in the badge.
 */
describe('score badges', () => {
  it.each([
    [80, 'green', 'tone--success'],
    [79, 'yellow', 'tone--warning'],
    [60, 'yellow', 'tone--warning'],
    [59, 'red', 'tone--danger'],
  ])('an authenticity of %i is a %s pill in %s', (score, band, tone) => {
    // Prepare / Act
    render(<AuthenticityBadge score={score} />);

    // Assess
    const badge = screen.getByText(new RegExp(`^${score}% · `));
    expect(badge.getAttribute('data-band')).toBe(band);
    expect(badge.classList).toContain('pill');
    expect(badge.classList).toContain(tone);
  });

  it('a product with no score shows a neutral pill that says so', () => {
    // Prepare / Act
    render(<AuthenticityBadge score={null} />);

    // Assess
    const badge = screen.getByText('Not rated yet');
    expect([...badge.classList]).toEqual(
      expect.arrayContaining(['pill', 'product-badge--none', 'tone--neutral']),
    );
  });

  it("a store's trust score uses the same bands and tones", () => {
    // Prepare / Act
    render(<TrustScoreBadge score={45} />);

    // Assess
    const badge = screen.getByText(/^Trust 45 · /);
    expect(badge.classList).toContain('tone--danger');
    expect(badge.classList).not.toContain('tone--success');
  });
});
