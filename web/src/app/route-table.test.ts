import { describe, expect, it } from 'vitest';
import { findPageRoute, isRouteReady, preloadRoute } from './route-table';

describe('the route table', () => {
  it('tells a product page from the catalogue, and the help index from its articles', () => {
    expect(findPageRoute('/products')?.path).toBe('/products');
    expect(findPageRoute('/products/demo-0007')?.path).toBe('/products/:id');
    expect(findPageRoute('/help')?.path).toBe('/help/*');
    expect(findPageRoute('/help/scanning/tips')?.path).toBe('/help/*');
  });

  it('keeps the support page public, and a ticket and the staff inbox for signed-in users', () => {
    // Prepare + Act + Assess
    expect(findPageRoute('/support')?.guard).toBeUndefined();
    expect(findPageRoute('/support/ticket/SS-7K3M9QX2')?.path).toBe('/support/ticket/:id');
    expect(findPageRoute('/support/ticket/SS-7K3M9QX2')?.guard).toBe('signed-in');
    expect(findPageRoute('/support/staff')?.guard).toBe('signed-in');
  });

  it('finds nothing for an unknown path, which counts as ready (it goes to /404)', () => {
    expect(findPageRoute('/no/such/page')).toBeUndefined();
    expect(findPageRoute('/products/a/b')).toBeUndefined();
    expect(isRouteReady('/no/such/page')).toBe(true);
    expect(preloadRoute('/no/such/page')).toBeUndefined();
  });

  it("starts downloading the opened page's module, and then counts it ready", async () => {
    // Prepare
    expect(isRouteReady('/terms')).toBe(false);

    // Act
    const page = preloadRoute('/terms');
    await page?.settled();

    // Assess
    expect(page).toBe(findPageRoute('/terms')?.page);
    expect(page?.loaded()?.Component).toBeTypeOf('function');
    expect(isRouteReady('/terms')).toBe(true);
  });
});
