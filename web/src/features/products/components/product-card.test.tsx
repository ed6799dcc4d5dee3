import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { aProductSummary } from '../../../test/api-fixtures';
import { ProductCard } from './product-card';
import type { ProductSummary } from '@shop-scanner/shared/products';

const renderCard = (product: ProductSummary) =>
  render(
    <MemoryRouter>
      <ProductCard product={product} />
    </MemoryRouter>,
  );

describe('ProductCard', () => {
  it('shows name, brand, category, average price, stores in stock and the badge, and links to the product', () => {
    // Prepare + Act
    const { container } = renderCard(
      aProductSummary({
        id: 'abc 1',
        name: 'Fineliner',
        brand: 'Stabilo',
        category: 'Office Products',
        averagePrice: 1234.5,
        inStockStores: 4,
        authenticityScore: 72,
      }),
    );

    // Assess
    expect(screen.getByRole('link', { name: 'Fineliner' }).getAttribute('href')).toBe(
      '/products/abc%201',
    );
    expect(screen.getByText('Stabilo')).toBeTruthy();
    expect(screen.getByText('Office Products')).toBeTruthy();
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    // What the figure is, in sight: an average, not the price at any one store.
    expect(container.querySelector('.product-card__price')?.textContent).toBe('$1,234.50 average');
    expect(screen.getByText('In stock at 4 stores')).toBeTruthy();
    expect(screen.getByText('72% · Moderate risk').getAttribute('data-band')).toBe('yellow');
  });

  it('shows at most 3 tags', () => {
    renderCard(aProductSummary({ tags: ['a', 'b', 'c', 'd', 'e'] }));
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['a', 'b', 'c']);
  });

  it("shows a placeholder, never another picture, when a shopper's product has no image", () => {
    const { container } = renderCard(aProductSummary({ imageUrl: undefined, source: 'user' }));
    expect(screen.getByTestId('product-image-placeholder')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows a demo product without an image as an illustration, marked as one', () => {
    const { container } = renderCard(aProductSummary({ imageUrl: undefined, source: 'demo' }));
    const illustration = screen.getByRole('img', { name: /^Illustration, not a product photo/ });
    expect(illustration.textContent).toContain('Illustration');
    expect(container.querySelector('img')).toBeNull();
  });

  it("shows the product's own image when it has one, and says the price is unknown without offers", () => {
    const { container } = renderCard(
      aProductSummary({ imageUrl: 'https://img.example/p.jpg', averagePrice: null }),
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://img.example/p.jpg');
    expect(screen.getByText('Price unknown')).toBeTruthy();
  });
});
