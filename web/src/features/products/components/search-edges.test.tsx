/**
 * The search page's edges: a page past the end, a new search never showing the old one's
 * products, and the price range error tied to both prices.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { productMessages } from '@shop-scanner/shared/messages';
import {
  aProductSummary,
  aSearchResult,
  fakeApi,
  json,
  pending,
  type ApiRoute,
} from '../../../test/api-fixtures';
import { currentParams, renderAt } from '../../../test/render-at';
import { ProductsPage } from './products-page';

const api = (search: ApiRoute) =>
  fakeApi({
    '/api/products/popular': () => json([]),
    '/api/products/categories': () => json(['Office Products']),
    '/api/products/stats': () => json({ products: 0, stores: 0, categories: 0, demoProducts: 0 }),
    '/api/products/search': search,
  });

const renderPage = (url: string) => renderAt(url, '/products', <ProductsPage />);
const params = () => Object.fromEntries(currentParams(screen.getByTestId('location').textContent));

const search = (words: string) => {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), {
    target: { value: words },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
};

describe('ProductsPage: a page past the last one', () => {
  it("says the results end earlier and leads back, instead of 'No products found'", async () => {
    // Prepare: an old link to page 99 of a 3-page search.
    api(({ url }) =>
      json(
        aSearchResult({
          page: Number(url.searchParams.get('page')),
          products: url.searchParams.get('page') === '99' ? [] : [aProductSummary()],
          total: 30,
          totalPages: 3,
        }),
      ),
    );
    renderPage('/products?query=pen&page=99');

    // Assess
    const past = await screen.findByTestId('page-past-end');
    expect(within(past).getByRole('heading', { name: 'No products on page 99' })).toBeTruthy();
    expect(past.textContent).toContain('These results end at page 3.');
    expect(screen.queryByRole('heading', { name: 'No products found' })).toBeNull();

    // Act + Assess: both ways back.
    fireEvent.click(within(past).getByRole('button', { name: 'Go to the last page' }));
    await waitFor(() => expect(params()).toEqual({ query: 'pen', page: '3' }));
    expect(await screen.findByRole('navigation', { name: 'Search results pages' })).toBeTruthy();
  });

  it('goes back to page 1', async () => {
    api(({ url }) =>
      json(
        aSearchResult({
          products: url.searchParams.get('page') === '1' ? [aProductSummary()] : [],
          total: 30,
          totalPages: 3,
        }),
      ),
    );
    renderPage('/products?query=pen&page=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Go to page 1' }));
    await waitFor(() => expect(params()).toEqual({ query: 'pen' }));
    expect(await screen.findByTestId('product-card')).toBeTruthy();
  });
});

describe('ProductsPage: what stays on screen while results load', () => {
  it("never shows one search's products under another search", async () => {
    // Prepare: 'pen' answers, 'cup' is still on its way.
    api(({ url }) =>
      url.searchParams.get('query') === 'pen'
        ? json(aSearchResult({ products: [aProductSummary({ name: 'Blue Pen' })] }))
        : pending(),
    );
    renderPage('/products?query=pen');
    await screen.findByRole('link', { name: 'Blue Pen' });

    // Act
    search('cup');

    // Assess
    await waitFor(() => expect(params()).toEqual({ query: 'cup' }));
    expect(screen.queryByRole('link', { name: 'Blue Pen' })).toBeNull();
    expect(screen.queryByTestId('results-count')).toBeNull();
    expect(screen.getByText('Searching')).toBeTruthy();
  });

  it('keeps the current page on screen while the next page of the same search loads', async () => {
    // Prepare
    api(({ url }) =>
      url.searchParams.get('page') === '1'
        ? json(
            aSearchResult({
              products: [aProductSummary({ name: 'Blue Pen' })],
              total: 30,
              totalPages: 3,
            }),
          )
        : pending(),
    );
    renderPage('/products?query=pen');
    await screen.findByRole('link', { name: 'Blue Pen' });

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));

    // Assess
    await waitFor(() => expect(params()).toEqual({ query: 'pen', page: '2' }));
    expect(screen.getByRole('link', { name: 'Blue Pen' })).toBeTruthy();
  });
});

describe('ProductsPage: the price range', () => {
  it('ties a minimum above the maximum to both price inputs', async () => {
    // Prepare
    api(() => json(aSearchResult()));
    renderPage('/products?query=pen');
    await screen.findByTestId('results-count');
    const min = screen.getByLabelText('Min price ($)');
    const max = screen.getByLabelText('Max price ($)');

    // Act
    fireEvent.change(min, { target: { value: '30' } });
    fireEvent.change(max, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply price' }));

    // Assess
    for (const input of [min, max]) {
      const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      const texts = ids.map((id) => document.getElementById(id)?.textContent);
      expect(texts).toContain(productMessages.priceRangeOrder);
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
  });
});
