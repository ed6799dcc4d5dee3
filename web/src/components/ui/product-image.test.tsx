import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ProductImage } from './product-image';
import type { VisualFields } from './product-visual';

const shoppers = (imageUrl?: string): VisualFields => ({
  source: 'user',
  category: 'Office Products',
  brand: 'Inkwell',
  ...(imageUrl ? { imageUrl } : {}),
});
const demo = (imageUrl?: string): VisualFields => ({ ...shoppers(imageUrl), source: 'demo' });

describe('ProductImage', () => {
  it('shows the image, without sending a referrer', () => {
    render(<ProductImage product={shoppers('https://img.example/a.png')} alt="Pen" />);
    const img = screen.getByRole('img', { name: 'Pen' });
    expect(img.getAttribute('src')).toBe('https://img.example/a.png');
    expect(img.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('shows the parcel placeholder when a shopper’s product has no image', () => {
    render(<ProductImage product={shoppers()} alt="Pen" />);
    expect(screen.getByTestId('product-image-placeholder').textContent).toBe('No product image');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('falls back to the placeholder when the image fails, and tries a new address again', () => {
    const { rerender } = render(
      <ProductImage product={shoppers('https://img.example/broken.png')} alt="Pen" />,
    );
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByTestId('product-image-placeholder')).toBeTruthy();

    rerender(<ProductImage product={shoppers('https://img.example/other.png')} alt="Cup" />);
    expect(screen.getByRole('img', { name: 'Cup' })).toBeTruthy();
  });

  it('draws a demo product without an image as a marked illustration', () => {
    // Act
    render(<ProductImage product={demo()} alt="" />);

    // Assess
    const illustration = screen.getByRole('img', {
      name: 'Illustration, not a product photo: Office Products, Inkwell',
    });
    expect(illustration.textContent).toContain('Illustration');
    expect(illustration.querySelector('text')?.textContent).toBe('I');
    expect(illustration.querySelector('img')).toBeNull();
  });

  it('keeps a demo product’s real image', () => {
    render(<ProductImage product={demo('https://img.example/a.png')} alt="Pen" />);
    expect(screen.getByRole('img', { name: 'Pen' }).tagName).toBe('IMG');
    expect(screen.queryByTestId('product-illustration')).toBeNull();
  });
});
