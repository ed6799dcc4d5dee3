import { describe, expect, it } from 'vitest';
import { changeSinceAdded, lowestNowText, totalValueNote, whenAddedText } from './wishlist-wording';

describe('the wishlist says its prices', () => {
  it('says what the price did since added, to the cent, from two known prices', () => {
    // Prepare
    const pairs: [number | null, number | null][] = [
      [20, 17.5],
      [10.1, 10.3],
      [0.3, 0.3],
      [null, 12],
      [12, null],
    ];

    // Act
    const said = pairs.map(([added, now]) => changeSinceAdded(added, now)?.text ?? null);

    // Assess
    expect(said).toEqual([
      'Down $2.50 since added',
      'Up $0.20 since added',
      'Unchanged since added',
      null,
      null,
    ]);
  });

  it('says unknown where a price is missing, never a figure', () => {
    // Prepare
    const missing = null;

    // Act
    const texts = [lowestNowText(missing), whenAddedText(missing), lowestNowText(9.99)];

    // Assess
    expect(texts).toEqual(['Not in stock at any store', 'unknown', '$9.99']);
  });

  it('says how many items the total value leaves out, and nothing when it leaves none', () => {
    // Prepare
    const counts = [0, 1, 3];

    // Act
    const notes = counts.map(totalValueNote);

    // Assess
    expect(notes).toEqual([
      null,
      'Leaves out 1 item no store has in stock',
      'Leaves out 3 items no store has in stock',
    ]);
  });
});
