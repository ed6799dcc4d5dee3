import { describe, expect, it } from 'vitest';
import { clientToFocus } from './open-client';

const target = new URL('https://shop.example/products/demo-0007');

describe('clientToFocus', () => {
  it('brings forward a window already on the page', () => {
    const open = [{ url: 'https://shop.example/wishlist' }, { url: target.href }];
    expect(clientToFocus(open, target)).toBe(open[1]);
  });

  it("takes any of the app's windows when none shows the page", () => {
    const open = [{ url: 'https://other.example/' }, { url: 'https://shop.example/scan' }];
    expect(clientToFocus(open, target)).toBe(open[1]);
  });

  it('finds none when no window is the app', () => {
    expect(clientToFocus([{ url: 'https://other.example/' }], target)).toBeUndefined();
  });
});

describe('clientToFocus, for the drops list', () => {
  it('sends a window on the wishlist to the drops list, its query being part of the page', () => {
    // Prepare
    const drops = new URL('https://shop.example/wishlist?show=drops');
    const open = [{ url: 'https://shop.example/wishlist' }, { url: drops.href }];

    // Act, Assess: the window already on the drops list, else one to send there
    expect(clientToFocus(open, drops)).toBe(open[1]);
    expect(clientToFocus([open[0]!], drops)).toBe(open[0]);
  });
});
