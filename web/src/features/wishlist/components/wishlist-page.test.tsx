import { createElement, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { wishlistMessages } from '@shop-scanner/shared/wishlist-rules';
import { fakeApi, json, pending, type Routes } from '../../../test/api-fixtures';
import { currentParams, guest, renderAt, signedIn } from '../../../test/render-at';
import {
  aCollection,
  aWishlistItem,
  aWishlistProduct,
  COLLECTIONS_ROUTE,
  isolateEachTest,
  ITEMS_ROUTE,
  someStats,
  STATS_ROUTE,
  toastMessages,
} from '../test/wishlist-fixtures';
import { WishlistPage } from './wishlist-page';

// Counts the cards' pictures as they are drawn, to see which answers redraw the cards.
const pictureDraws = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../components/ui/product-image', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../components/ui/product-image')>();
  return {
    ProductImage: (props: ComponentProps<typeof actual.ProductImage>) => {
      pictureDraws.count += 1;
      return createElement(actual.ProductImage, props);
    },
  };
});

const wishlistApi = (routes: Routes = {}) =>
  fakeApi({
    [ITEMS_ROUTE]: () => json([aWishlistItem()]),
    [COLLECTIONS_ROUTE]: () => json([aCollection()]),
    [STATS_ROUTE]: () => json(someStats()),
    ...routes,
  });

const renderPage = (url = '/wishlist', session = signedIn()) =>
  renderAt(url, '/wishlist', <WishlistPage />, session);

const location = () => screen.getByTestId('location').textContent;

describe('the wishlist page', () => {
  isolateEachTest();

  it('asks a guest to sign in and makes no wishlist call', () => {
    // Prepare
    const api = wishlistApi();

    // Act
    renderPage('/wishlist', guest());

    // Assess
    expect(screen.getByTestId('wishlist-guest')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(api.calls).toEqual([]);
  });

  it('shows its loading state while the items come', () => {
    // Prepare
    wishlistApi({ [ITEMS_ROUTE]: () => pending() });

    // Act
    renderPage();

    // Assess
    expect(screen.getByRole('status', { name: 'Loading your wishlist' })).toBeTruthy();
  });

  it('says the wishlist is empty, with the way to the catalogue, when nothing is saved', async () => {
    // Prepare
    wishlistApi({
      [ITEMS_ROUTE]: () => json([]),
      [STATS_ROUTE]: () => json(someStats({ totalItems: 0, totalValue: 0 })),
    });

    // Act
    renderPage();

    // Assess
    const empty = await screen.findByTestId('wishlist-empty');
    expect(within(empty).getByRole('heading').textContent).toBe('Your wishlist is empty');
    expect(within(empty).getByRole('link', { name: 'Browse products' })).toBeTruthy();
  });

  it('shows the counts, the total value and what the total leaves out, and the four stat cards', async () => {
    // Prepare
    wishlistApi({
      [STATS_ROUTE]: () =>
        json(
          someStats({
            totalItems: 3,
            collections: 1,
            totalValue: 31.5,
            unpricedItems: 1,
            priceDrops: 2,
            priorityCounts: { high: 1, medium: 2, low: 0 },
          }),
        ),
    });

    // Act
    renderPage();

    // Assess
    await waitFor(() =>
      expect(screen.getByTestId('wishlist-summary').textContent).toBe(
        '3 items · 1 collection · Total value $31.50 (Leaves out 1 item no store has in stock)',
      ),
    );
    const cards = screen.getAllByTestId('wishlist-stat').map((c) => c.textContent);
    expect(cards).toEqual(['Total Items3', 'Price Drops2', 'High Priority1', 'Collections1']);
  });

  it('shows an item with its prices, priority, tags and at most 3 stores', async () => {
    // Prepare
    wishlistApi({
      [ITEMS_ROUTE]: () =>
        json([
          aWishlistItem({
            priority: 'high',
            priceWhenAdded: 12,
            targetPrice: 10,
            targetReached: true,
            tags: ['gift'],
            product: aWishlistProduct({ lowestPrice: 9.5 }),
          }),
        ]),
    });

    // Act
    renderPage();

    // Assess
    const card = await screen.findByTestId('wishlist-item');
    expect(
      within(card).getByRole('link', { name: 'Stabilo Point 88 Fineliner' }).getAttribute('href'),
    ).toBe('/products/p-1');
    expect(within(card).getByTestId('wishlist-lowest').textContent).toBe('$9.50');
    expect(within(card).getByTestId('wishlist-target').textContent).toBe('$10.00Target reached');
    expect(within(card).getByText('Down $2.50 since added')).toBeTruthy();
    expect(within(card).getByTestId('wishlist-priority').textContent).toBe('High priority');
    expect(within(card).getByRole('list', { name: 'Tags' }).textContent).toBe('gift');
    const stores = within(within(card).getByRole('list', { name: 'Stores' })).getAllByRole(
      'listitem',
    );
    expect(stores.map((s) => s.querySelector('.wishlist-store__name')?.textContent)).toEqual([
      'Amazon',
      'Walmart',
      'Target',
    ]);
  });

  it('reads the filters and sort from the URL and asks the server for them', async () => {
    // Prepare
    const api = wishlistApi();

    // Act
    renderPage('/wishlist?priority=high&hasNotes=true&sort=price:asc&q=lamp');

    // Assess
    await screen.findByTestId('wishlist-item');
    const [url] = api.callsTo(ITEMS_ROUTE);
    expect(Object.fromEntries(url!.searchParams)).toEqual({
      priority: 'high',
      hasNotes: 'true',
      sort: 'price:asc',
      search: 'lamp',
    });
    expect((screen.getByLabelText('Search your wishlist') as HTMLInputElement).value).toBe('lamp');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('price:asc');
  });

  it('puts a sort, a filter, a search and a collection into the URL', async () => {
    // Prepare
    wishlistApi();
    renderPage();
    await screen.findByTestId('wishlist-item');

    // Act
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'priority:desc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.change(screen.getByLabelText('Availability'), { target: { value: 'out-of-stock' } });
    fireEvent.click(screen.getByLabelText('Has a price alert'));
    fireEvent.change(screen.getByLabelText('Search your wishlist'), {
      target: { value: ' Gift ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('option', { name: 'Birthday gifts' });
    fireEvent.change(screen.getByLabelText('Collection'), { target: { value: 'c-1' } });

    // Assess
    expect(Object.fromEntries(currentParams(location()))).toEqual({
      sort: 'priority:desc',
      availability: 'out-of-stock',
      hasPriceAlert: 'true',
      q: 'Gift',
      collection: 'c-1',
    });
  });

  it('says no item matches when a narrowed list is empty, and clears the narrowing', async () => {
    // Prepare
    wishlistApi({ [ITEMS_ROUTE]: ({ url }) => json(url.search ? [] : [aWishlistItem()]) });
    renderPage('/wishlist?q=nothing&priority=low');

    // Act
    const empty = await screen.findByTestId('wishlist-empty');
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear search and filters' }));

    // Assess
    expect(within(empty).getByRole('heading').textContent).toBe('No items match');
    await screen.findByTestId('wishlist-item');
    expect(location()).toBe('/wishlist');
  });

  it('shows the collections, each linking to its page, behind the Collections toggle', async () => {
    // Prepare
    wishlistApi({
      [COLLECTIONS_ROUTE]: () =>
        json([
          aCollection({
            itemCount: 6,
            items: ['a', 'b', 'c', 'd', 'e'].map((n) => ({
              id: n,
              productId: n,
              name: `Item ${n}`,
            })),
            tags: ['one', 'two', 'three', 'four'],
            isPublic: true,
          }),
        ]),
    });
    renderPage();

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Collections', pressed: false }));

    // Assess
    const card = await screen.findByTestId('collection-card');
    expect(within(card).getByRole('link', { name: 'Birthday gifts' }).getAttribute('href')).toBe(
      '/wishlist/collections/c-1',
    );
    expect(within(card).getByRole('list', { name: 'Items' }).textContent).toBe(
      'Item aItem bItem cItem dand 2 more',
    );
    expect(within(card).getByRole('list', { name: 'Tags' }).textContent).toBe('onetwothree');
    expect(location()).toBe('/wishlist?show=collections');
  });

  it('counts the unread price drops on the toggle and in a green banner that opens them', async () => {
    // Prepare
    const api = wishlistApi({
      [STATS_ROUTE]: () => json(someStats({ priceDrops: 2 })),
      'GET /api/wishlist/price-drops': () => json([]),
    });
    renderPage();

    // Act
    const banner = await screen.findByTestId('price-drops-banner');
    fireEvent.click(within(banner).getByRole('button', { name: 'See price drops' }));

    // Assess
    expect(banner.textContent).toContain('2 price drops you have not read yet');
    expect(
      screen.getByRole('button', { name: 'Price Drops, 2 unread', pressed: true }),
    ).toBeTruthy();
    expect(location()).toBe('/wishlist?show=drops');
    await waitFor(() => expect(api.count('GET /api/wishlist/price-drops')).toBe(1));
    expect(screen.queryByTestId('price-drops-banner')).toBeNull();
  });

  it('shows no badge and no banner while every price drop is read', async () => {
    // Prepare
    wishlistApi({ [STATS_ROUTE]: () => json(someStats({ priceDrops: 0 })) });

    // Act
    renderPage();

    // Assess
    await waitFor(() =>
      expect(screen.getByTestId('wishlist-summary').textContent).toContain('1 item'),
    );
    expect(screen.getByRole('button', { name: 'Price Drops', pressed: false })).toBeTruthy();
    expect(screen.queryByTestId('price-drops-banner')).toBeNull();
  });

  it("removes an item and says 'Removed from wishlist', or that it failed", async () => {
    // Prepare
    let fail = false;
    wishlistApi({
      'DELETE /api/wishlist/items/w-1': () =>
        fail ? json({ message: 'x' }, 500) : new Response(null, { status: 204 }),
    });
    renderPage();
    const card = await screen.findByTestId('wishlist-item');

    // Act
    fireEvent.click(within(card).getByRole('button', { name: /Remove/ }));
    await waitFor(() => expect(toastMessages()).toEqual([wishlistMessages.removed]));
    fail = true;
    fireEvent.click(within(card).getByRole('button', { name: /Remove/ }));

    // Assess
    await waitFor(() =>
      expect(toastMessages()).toEqual([wishlistMessages.removed, wishlistMessages.removeFailed]),
    );
  });

  it('draws the cards once: the stats and the collections arriving later redraw only their parts', async () => {
    // Prepare
    const held: (() => void)[] = [];
    const heldUntilReleased = (body: unknown) => () =>
      new Promise<Response>((resolve) => held.push(() => resolve(json(body))));
    wishlistApi({
      [ITEMS_ROUTE]: () => json([aWishlistItem(), aWishlistItem({ id: 'w-2', productId: 'p-2' })]),
      [STATS_ROUTE]: heldUntilReleased(someStats({ totalItems: 2 })),
      [COLLECTIONS_ROUTE]: heldUntilReleased([aCollection({ name: 'Garden' })]),
    });
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('wishlist-item')).toHaveLength(2));
    await waitFor(() => expect(held).toHaveLength(2));
    const drawsBefore = pictureDraws.count;

    // Act
    held.forEach((release) => release());
    await waitFor(() =>
      expect(screen.getByTestId('wishlist-summary').textContent).toContain('2 items'),
    );
    await screen.findByRole('option', { name: 'Garden' });

    // Assess
    expect(drawsBefore).toBeGreaterThanOrEqual(2);
    expect(pictureDraws.count).toBe(drawsBefore);
  });
});
