import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aWishlistItem, aWishlistProduct } from '../test/wishlist-fixtures';
import { WishlistItemCard } from './wishlist-item-card';

const renderCard = (item = aWishlistItem()) =>
  render(
    <MemoryRouter>
      <WishlistItemCard item={item} />
    </MemoryRouter>,
  );

describe('WishlistItemCard picture', () => {
  it("draws a demo product's illustration, with its brand, marked as one", () => {
    renderCard(
      aWishlistItem({
        product: aWishlistProduct({
          source: 'demo',
          brand: 'Stabilo',
          category: 'Office Products',
        }),
      }),
    );

    // The picture's link is hidden from screen readers: the product's name is written beside it.
    expect(
      screen.getByRole('img', {
        name: 'Illustration, not a product photo: Office Products, Stabilo',
        hidden: true,
      }),
    ).toBeTruthy();
  });

  it("shows a shopper's product without an image as a plain parcel, never an illustration", () => {
    renderCard(aWishlistItem({ product: aWishlistProduct({ source: 'user', brand: 'Stabilo' }) }));

    expect(screen.getByTestId('product-image-placeholder')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Illustration/, hidden: true })).toBeNull();
  });
});
