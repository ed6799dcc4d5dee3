import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ProductImage } from './product-image';

describe('ProductImage', () => {
  it('shows the image, without sending a referrer', () => {
    render(<ProductImage src="https://img.example/a.png" alt="Pen" />);
    const img = screen.getByRole('img', { name: 'Pen' });
    expect(img.getAttribute('src')).toBe('https://img.example/a.png');
    expect(img.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('shows the parcel placeholder when there is no image', () => {
    render(<ProductImage src={undefined} alt="Pen" />);
    expect(screen.getByTestId('product-image-placeholder').textContent).toBe('No product image');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('falls back to the placeholder when the image fails, and tries a new address again', () => {
    const { rerender } = render(<ProductImage src="https://img.example/broken.png" alt="Pen" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByTestId('product-image-placeholder')).toBeTruthy();

    rerender(<ProductImage src="https://img.example/other.png" alt="Cup" />);
    expect(screen.getByRole('img', { name: 'Cup' })).toBeTruthy();
  });
});
