import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { productMessages } from '@shop-scanner/shared/messages';
import { aProductSummary, aSearchResult, json } from '../../../test/api-fixtures';
import { signedIn } from '../../../test/render-at';
import { aSession } from '../../../test/session-fixtures';
import { api, location, params, renderPage, stats } from '../test/products-page-kit';

describe('ProductsPage without a search', () => {
  it("shows the catalogue's own figures and no accuracy claim", async () => {
    // Prepare + Act
    api();
    renderPage();

    // Assess
    const banner = await screen.findByTestId('stats-banner');
    expect(banner.textContent).toContain('25,312');
    expect(banner.textContent).toContain('41');
    expect(banner.textContent).toContain('22');
    expect(banner.textContent).toContain('25,300 of these products are demo data');
    expect(document.body.textContent).not.toContain('98%');
    expect(screen.getByRole('heading', { name: 'Product Database', level: 1 })).toBeTruthy();
  });

  it('shows 8 skeleton cards while Popular Products load, then the products', async () => {
    // Prepare
    let answer: (r: Response) => void = () => {};
    api({ '/api/products/popular': () => new Promise<Response>((r) => (answer = r)) });
    renderPage();

    // Act + Assess
    expect(await screen.findByRole('heading', { name: 'Popular Products' })).toBeTruthy();
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(8);
    answer(json([aProductSummary({ name: 'Popular Pen' })]));
    expect(await screen.findByRole('link', { name: 'Popular Pen' })).toBeTruthy();
    expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0);
  });

  it("shows the welcome state when the catalogue has no popular products, and 'Browse Popular' asks again", async () => {
    // Prepare
    const { callsTo } = api({ '/api/products/popular': () => json([]) });
    renderPage();
    await screen.findByRole('heading', { name: 'Welcome to our product database' });

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Browse Popular' }));

    // Assess
    await waitFor(() => expect(callsTo('/api/products/popular')).toHaveLength(2));
    expect(callsTo('/api/products/search')).toHaveLength(0);
    expect(location()).toBe('/products');
  });

  it("holds the banner's box while the figures load, so the results under it stay put", async () => {
    // Prepare
    let answer: (r: Response) => void = () => {};
    api({ '/api/products/stats': () => new Promise<Response>((r) => (answer = r)) });
    renderPage();

    // Act + Assess: three figures and the note line, hidden from readers, then the figures.
    const skeleton = await screen.findByTestId('stats-banner-skeleton');
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.querySelectorAll('.stats-banner__figure')).toHaveLength(3);
    expect(skeleton.querySelector('.stats-banner__skeleton--note')).not.toBeNull();
    answer(json(stats));
    expect(await screen.findByTestId('stats-banner')).toBeTruthy();
    expect(screen.queryByTestId('stats-banner-skeleton')).toBeNull();
  });

  it('draws no banner when the figures could not be loaded', async () => {
    // Prepare + Act
    api({ '/api/products/stats': () => json({ message: 'Internal Server Error' }, 500) });
    renderPage();

    // Assess
    await screen.findByRole('link', { name: 'Popular Pen' });
    await waitFor(() => expect(screen.queryByTestId('stats-banner-skeleton')).toBeNull());
    expect(screen.queryByTestId('stats-banner')).toBeNull();
  });

  it('does not search when there is neither a query nor a filter, even with a sort', async () => {
    const { callsTo } = api();
    renderPage('/products?sort=price&direction=desc');
    await screen.findByRole('link', { name: 'Popular Pen' });
    expect(callsTo('/api/products/search')).toHaveLength(0);
  });
});

describe('ProductsPage searching', () => {
  it('waits for the session before searching, so a shopper is never counted as a guest', async () => {
    const { callsTo } = api();
    const { setSession } = renderPage('/products?query=pen', aSession({ status: 'loading' }));
    await screen.findByRole('heading', { name: 'Product Database', level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo('/api/products/search')).toHaveLength(0);

    setSession(signedIn());

    await waitFor(() => expect(callsTo('/api/products/search')).toHaveLength(1));
  });

  it("submits the query, writes it to the URL and shows 'Search Results' with the total", async () => {
    // Prepare
    const { callsTo } = api({
      '/api/products/search': () =>
        json(aSearchResult({ total: 30, totalPages: 3, products: [aProductSummary()] })),
    });
    renderPage('/products?page=4');

    // Act
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), {
      target: { value: 'fineliner' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    // Assess
    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeTruthy();
    expect((await screen.findByTestId('results-count')).textContent).toBe('30 products found');
    expect(params()).toEqual({ query: 'fineliner' });
    expect(callsTo('/api/products/search')[0]?.searchParams.get('query')).toBe('fineliner');
    expect(screen.queryByTestId('stats-banner')).toBeNull();
  });

  it('turns filters into the query string and goes back to page 1', async () => {
    // Prepare
    const { callsTo } = api();
    renderPage('/products?query=pen&page=3');
    await screen.findByTestId('results-count');
    await screen.findByRole('option', { name: 'Books' });

    // Act
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Books' } });
    fireEvent.click(screen.getByLabelText('In stock only'));
    fireEvent.click(screen.getByLabelText('Likely authentic only'));
    fireEvent.change(screen.getByLabelText('Min price ($)'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Max price ($)'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply price' }));

    // Assess
    const expected = {
      query: 'pen',
      category: 'Books',
      inStock: 'true',
      verified: 'true',
      minPrice: '5',
      maxPrice: '20',
    };
    await waitFor(() => expect(params()).toEqual(expected));
    await waitFor(() => {
      const last = callsTo('/api/products/search').at(-1);
      expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
        ...expected,
        page: '1',
        sort: 'name',
        direction: 'asc',
      });
    });
  });

  it('refuses a price range whose minimum is above its maximum, without searching', async () => {
    const { callsTo } = api();
    renderPage('/products?query=pen');
    await screen.findByTestId('results-count');
    fireEvent.change(screen.getByLabelText('Min price ($)'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Max price ($)'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(screen.getByText(productMessages.priceRangeOrder)).toBeTruthy();
    expect(params()).toEqual({ query: 'pen' });
    expect(callsTo('/api/products/search')).toHaveLength(1);
  });

  it('flips the direction on the same sort field, starts a new field ascending, and resets the page', async () => {
    // Prepare
    api({
      '/api/products/search': ({ url }) =>
        json(
          aSearchResult({ page: Number(url.searchParams.get('page')), total: 30, totalPages: 3 }),
        ),
    });
    renderPage('/products?query=pen&page=2');
    await screen.findByTestId('results-count');

    // Act + Assess: name is the default field, so choosing it flips to descending.
    fireEvent.click(screen.getByTestId('sort-name'));
    await waitFor(() =>
      expect(params()).toEqual({ query: 'pen', sort: 'name', direction: 'desc' }),
    );
    expect(screen.getByTestId('sort-name').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('sort-name').textContent).toContain('descending');

    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(params().page).toBe('3'));

    fireEvent.click(screen.getByTestId('sort-createdAt'));
    await waitFor(() =>
      expect(params()).toEqual({ query: 'pen', sort: 'createdAt', direction: 'asc' }),
    );
    expect(screen.getByTestId('sort-createdAt').textContent).toContain('Date added');
    expect(screen.getByTestId('sort-name').getAttribute('aria-pressed')).toBe('false');
  });

  it('pages with 5 buttons around the current page and asks the API for the chosen page', async () => {
    // Prepare
    const { callsTo } = api({
      '/api/products/search': ({ url }) =>
        json(
          aSearchResult({
            page: Number(url.searchParams.get('page')),
            total: 240,
            totalPages: 20,
          }),
        ),
    });
    renderPage('/products?query=pen&page=10');
    const pager = await screen.findByRole('navigation', { name: 'Search results pages' });

    // Assess the window
    const numbers = within(pager)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((b) => b.textContent);
    expect(numbers).toEqual(['8', '9', '10', '11', '12']);
    expect(
      within(pager).getByRole('button', { name: 'Page 10' }).getAttribute('aria-current'),
    ).toBe('page');

    // Act
    fireEvent.click(within(pager).getByRole('button', { name: 'Last page' }));

    // Assess
    await waitFor(() => expect(params().page).toBe('20'));
    await waitFor(() =>
      expect(callsTo('/api/products/search').at(-1)?.searchParams.get('page')).toBe('20'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    await waitFor(() => expect(params()).toEqual({ query: 'pen' }));
  });

  it("clears the query, filters and sort with 'Clear'", async () => {
    api();
    renderPage('/products?query=pen&inStock=true&sort=price&direction=desc&page=2');
    await screen.findByTestId('results-count');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(location()).toBe('/products'));
    expect(
      (screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement).value,
    ).toBe('');
    expect(await screen.findByRole('heading', { name: 'Popular Products' })).toBeTruthy();
  });

  it("shows 'No products found' and offers to clear the filters", async () => {
    // Prepare
    api({
      '/api/products/search': () => json(aSearchResult({ products: [], total: 0, totalPages: 0 })),
    });
    renderPage('/products?query=zzz&verified=true');

    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));

    // Assess: the wider search (a new one) answers for itself.
    await waitFor(() => expect(params()).toEqual({ query: 'zzz' }));
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
  });

  it("shows the error box with the server's message", async () => {
    api({
      '/api/products/search': () => json({ message: productMessages.searchTermTooShort }, 400),
    });
    renderPage('/products?query=a');
    const box = await screen.findByRole('alert');
    expect(within(box).getByRole('heading', { name: 'Search error' })).toBeTruthy();
    expect(box.textContent).toContain(productMessages.searchTermTooShort);
  });

  it('falls back to the spec text when the error has no message a shopper can read', async () => {
    api({ '/api/products/search': () => json({ unexpected: true }) });
    renderPage('/products?query=pen');
    const box = await screen.findByRole('alert');
    expect(within(box).getByRole('heading', { name: 'Search error' })).toBeTruthy();
    expect(box.textContent).toContain('An error occurred while searching.');
  });
});

describe('ProductsPage filter panel', () => {
  /** A window as wide as a phone (375 px) or a desktop, as matchMedia answers the page. */
  const viewportWidth = (width: number) => {
    vi.stubGlobal('matchMedia', (query: string): Pick<MediaQueryList, 'matches' | 'media'> => ({
      matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
      media: query,
    }));
  };
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const toggle = () => screen.getByRole('button', { name: /^Filters/ });
  const panelOf = (button: HTMLElement) =>
    document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;

  it('starts collapsed behind the Filters button on a phone, which opens and closes it', async () => {
    // Prepare
    viewportWidth(375);
    api();
    renderPage('/products?query=pen&category=Books&inStock=true&minPrice=5');
    await screen.findByTestId('results-count');

    // Assess: collapsed, with the count of filters in force (the price range counts once).
    const button = toggle();
    const panel = panelOf(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toContain('Filters');
    expect(button.textContent).toContain('3 active');
    expect(panel.hidden).toBe(true);
    // Not made until it is first opened: nothing to draw on the page's first render.
    expect(within(panel).queryByRole('region', { hidden: true, name: 'Filters' })).toBeNull();

    // Act + Assess
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByLabelText('Category')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Max price ($)'), { target: { value: '40' } });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);

    // Act + Assess: opened again, it is the same panel, with what was typed in it.
    fireEvent.click(button);
    expect((within(panel).getByLabelText('Max price ($)') as HTMLInputElement).value).toBe('40');
  });

  it('shows the panel beside the results on a desktop, with no Filters button', async () => {
    // Prepare
    viewportWidth(1280);
    api();

    // Act
    renderPage('/products?category=Books');
    await screen.findByTestId('results-count');

    // Assess
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Filters' })).toBeTruthy();
    expect(screen.getByLabelText('Category')).toBeTruthy();
  });

  it('counts nothing on the phone button when no filter is in force', async () => {
    viewportWidth(375);
    api();
    renderPage('/products');
    await screen.findByRole('heading', { name: 'Popular Products' });

    expect(toggle().textContent).toBe('Filters');
  });

  it('keeps what was typed in the price range while the panel is collapsed', async () => {
    viewportWidth(375);
    api();
    renderPage('/products?query=pen');
    await screen.findByTestId('results-count');

    fireEvent.click(toggle());
    fireEvent.change(screen.getByLabelText('Min price ($)'), { target: { value: '12' } });
    fireEvent.click(toggle());
    fireEvent.click(toggle());

    expect((screen.getByLabelText('Min price ($)') as HTMLInputElement).value).toBe('12');
  });
});
