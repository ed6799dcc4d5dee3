/**
 * The price comparison's loading boxes (layout shift under 0.1): they stand for what
 * the answer will bring, no more and no less, so nothing moves when it arrives.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { aProduct, aStoreOffer } from '../../../test/api-fixtures';
import {
  ComparisonSummarySkeleton,
  MAX_CARD_SKELETONS,
  StoreCardsSkeleton,
} from './comparison-skeleton';

const aHistoryPoint = { source: 'demo', price: 9.99, timestamp: '2026-03-01T12:00:00.000Z' };

const storesOf = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    aStoreOffer({ name: `Store ${i}`, url: `https://store${i}.example/p` }),
  );

describe('ComparisonSummarySkeleton', () => {
  it("holds the good-deal note's box for a product whose history reaches back 60 days", () => {
    // Prepare + Act: the point is 60 days before now, to the millisecond.
    render(
      <ComparisonSummarySkeleton
        product={aProduct({ priceHistory: [aHistoryPoint] })}
        now={new Date('2026-04-30T12:00:00.000Z')}
      />,
    );

    // Assess: the figures, the best deal, the note and the basis line, all hidden from readers.
    const skeleton = screen.getByTestId('price-summary-skeleton');
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.querySelectorAll('.prices-summary__figure')).toHaveLength(3);
    expect(skeleton.querySelector('.prices-summary__best-skeleton')).not.toBeNull();
    expect(screen.getByTestId('good-deal-skeleton')).toBeTruthy();
    expect(skeleton.querySelector('.prices-summary__basis-skeleton')).not.toBeNull();
  });

  it('holds no note for a product with no history: the server never judges one then', () => {
    // Prepare + Act
    render(<ComparisonSummarySkeleton product={aProduct({ priceHistory: [] })} />);

    // Assess
    expect(screen.getByTestId('price-summary-skeleton')).toBeTruthy();
    expect(screen.queryByTestId('good-deal-skeleton')).toBeNull();
  });

  it('holds no note for a history younger than 60 days: too short for the server to judge', () => {
    // Prepare + Act: one millisecond short of 60 days.
    render(
      <ComparisonSummarySkeleton
        product={aProduct({ priceHistory: [aHistoryPoint] })}
        now={new Date('2026-04-30T11:59:59.999Z')}
      />,
    );

    // Assess
    expect(screen.queryByTestId('good-deal-skeleton')).toBeNull();
  });
});

describe('StoreCardsSkeleton', () => {
  it("draws one card's box per store, a card's rows in each", () => {
    // Prepare + Act
    render(<StoreCardsSkeleton product={aProduct({ stores: storesOf(3) })} />);

    // Assess: name, badge, total, then six rows (breakdown to the link).
    const cards = screen.getByTestId('store-cards-skeleton').querySelectorAll('li');
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card.querySelectorAll('.skeleton')).toHaveLength(9);
  });

  it(`stops at ${MAX_CARD_SKELETONS} boxes, past the first screens`, () => {
    // Prepare + Act
    render(<StoreCardsSkeleton product={aProduct({ stores: storesOf(MAX_CARD_SKELETONS + 3) })} />);

    // Assess
    const skeleton = screen.getByTestId('store-cards-skeleton');
    expect(skeleton.querySelectorAll('li')).toHaveLength(MAX_CARD_SKELETONS);
  });

  it("holds the empty state's box for a product no store sells", () => {
    // Prepare + Act
    const { container } = render(<StoreCardsSkeleton product={aProduct({ stores: [] })} />);

    // Assess
    expect(screen.queryByTestId('store-cards-skeleton')).toBeNull();
    expect(container.querySelector('.prices-empty--skeleton')).not.toBeNull();
  });
});
