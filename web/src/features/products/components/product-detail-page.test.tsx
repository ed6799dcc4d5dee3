import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Product, ProductEdit } from '@shop-scanner/shared/products';
import { aProduct, aStoreOffer, fakeApi, json, pending } from '../../../test/api-fixtures';
import { guest, renderAt, signedIn } from '../../../test/render-at';
import { aSession } from '../../../test/session-fixtures';
import { controlledFrames } from '../../../test/controlled-frames';
import { ProductDetailPage } from './product-detail-page';
import type { Session } from '../../../lib/auth/session-context';

const edits: ProductEdit[] = [
  {
    id: '1772721000000-2',
    at: '2026-03-05T14:30:00.000Z',
    action: 'updated',
    changes: {
      name: { from: 'Fineliner', to: 'Point 88 Fineliner' },
      brand: { from: null, to: 'Stabilo' },
    },
  },
  { id: '1768471200000-1', at: '2026-01-15T10:00:00.000Z', action: 'created', changes: {} },
];

const renderDetail = (product: Product | null, session: Session = guest()) => {
  const api = fakeApi({
    [`/api/products/${product?.id ?? 'missing'}`]: () =>
      product ? json(product) : json({ message: 'Not Found' }, 404),
    [`/api/products/${product?.id ?? 'missing'}/edits`]: () => json(edits),
  });
  renderAt(
    `/products/${product?.id ?? 'missing'}`,
    '/products/:id',
    <ProductDetailPage />,
    session,
  );
  return api;
};

describe('ProductDetailPage', () => {
  it('shows every field of the product', async () => {
    // Prepare + Act
    renderDetail(
      aProduct({
        id: 'p-9',
        name: 'Point 88 Fineliner',
        category: 'Office Products',
        brand: 'Stabilo',
        description: 'A fine-tipped pen with a ventilated cap.',
        barcode: '4006381333931',
        // The header's figures are of the two stores in stock: (10.99 + 11.49) / 2 = 11.24.
        stores: [
          aStoreOffer({ name: 'Amazon', price: 10.99 }),
          aStoreOffer({ name: 'Walmart', price: 11.49 }),
          aStoreOffer({ name: 'Target', price: 8.99, inStock: false }),
        ],
        averagePrice: 11.24,
        inStockStores: 2,
        createdAt: '2026-01-15T10:00:00.000Z',
        tags: ['pens', 'office', 'art', 'school'],
        features: ['0.4 mm tip', 'Ventilated cap'],
        authenticity: { score: 91, factors: ['Sold by 2 trusted stores', 'Prices agree'] },
        imageUrl: 'https://img.example/p9.jpg',
      }),
    );

    // Assess
    expect(
      await screen.findByRole('heading', { name: 'Point 88 Fineliner', level: 1 }),
    ).toBeTruthy();
    const img = screen.getByRole('img', { name: 'Point 88 Fineliner' });
    expect(img.getAttribute('src')).toBe('https://img.example/p9.jpg');
    expect(screen.getByText('91% · Likely authentic').getAttribute('data-band')).toBe('green');
    const prices = screen.getByTestId('price-facts');
    expect(prices.textContent).toContain('Lowest price $10.99 at Amazon');
    expect(prices.textContent).toContain('Average price $11.24');
    expect(screen.getByTestId('average-basis').textContent).toBe(
      'Average of the 2 stores with it in stock, shipping not included',
    );
    expect(within(prices).getByText('In stock at 2 of 3 stores')).toBeTruthy();
    expect(screen.getByText('A fine-tipped pen with a ventilated cap.')).toBeTruthy();
    expect(screen.getByText('4006381333931')).toBeTruthy();
    expect(screen.getByText('Jan 15, 2026')).toBeTruthy();
    expect(screen.getAllByText('Stabilo').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Office Products').length).toBeGreaterThan(0);
    // The detail page lists every tag, not only a card's 3.
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['pens', 'office', 'art', 'school']);
    expect(screen.getByText('Ventilated cap')).toBeTruthy();
    expect(screen.getByText('Sold by 2 trusted stores')).toBeTruthy();
    expect(screen.getByText('Prices agree')).toBeTruthy();
  });

  it("marks a lowest price that is one shopper's report as theirs", async () => {
    // Prepare: Walmart's offer was last set by a shopper's report (the ingest writes its source).
    const reported = { ...aStoreOffer({ name: 'Walmart', price: 19.49 }), source: 'shopper' };
    renderDetail(aProduct({ stores: [reported, aStoreOffer({ name: 'Target', price: 22.99 })] }));

    // Assess
    const prices = await screen.findByTestId('price-facts');
    expect(prices.textContent).toContain('Lowest price $19.49 at Walmart (reported by a shopper)');
  });

  it('says the price is unknown when no store has it in stock', async () => {
    renderDetail(aProduct({ stores: [aStoreOffer({ inStock: false })] }));
    const prices = await screen.findByTestId('price-facts');
    expect(prices.textContent).toContain('Average price Unknown');
    expect(screen.getByTestId('average-basis').textContent).toBe('No store has it in stock');
    expect(within(prices).getByText('Not in stock at any store')).toBeTruthy();
  });

  it('keeps the description and authenticity in sections that open on demand', async () => {
    renderDetail(aProduct());
    const about = (await screen.findByRole('heading', { name: 'About this product' })).closest(
      'details',
    )!;
    const authenticity = screen.getByRole('heading', { name: 'Authenticity' }).closest('details')!;
    expect(about.open).toBe(false);
    expect(authenticity.open).toBe(false);
  });

  it('draws the price section it is given right after the price, before the sections', async () => {
    // Prepare
    const product = aProduct({ id: 'p-9', stores: [aStoreOffer()] });
    const seen: Product[] = [];
    fakeApi({
      '/api/products/p-9': () => json(product),
      '/api/products/p-9/edits': () => json(edits),
    });

    // Act
    renderAt(
      '/products/p-9',
      '/products/:id',
      <ProductDetailPage
        renderPrices={(p) => {
          seen.push(p);
          return <section data-testid="prices-slot">Prices of {p.name}</section>;
        }}
      />,
    );

    // Assess
    const slot = await screen.findByTestId('prices-slot');
    expect(slot.textContent).toBe(`Prices of ${product.name}`);
    expect(seen.at(-1)).toEqual(product);
    const about = screen.getByRole('heading', { name: 'About this product' }).closest('details')!;
    const prices = screen.getByTestId('price-facts');
    expect(prices.compareDocumentPosition(slot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(slot.compareDocumentPosition(about) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the recent edits: what changed and when', async () => {
    renderDetail(aProduct());
    const entries = await screen.findAllByTestId('product-edit');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.textContent).toContain('Edited');
    expect(entries[0]!.textContent).toContain('Name: Fineliner → Point 88 Fineliner');
    expect(entries[0]!.textContent).toContain('Brand: (empty) → Stabilo');
    expect(entries[0]!.querySelector('time')?.getAttribute('datetime')).toBe(
      '2026-03-05T14:30:00.000Z',
    );
    expect(entries[1]!.textContent).toContain('Added to the catalogue');
  });

  describe('the edits, at the foot of the page', () => {
    afterEach(() => {
      cleanup();
      vi.unstubAllGlobals();
    });

    it('are asked for once the product has been drawn, not beside it', async () => {
      // Prepare
      const browser = controlledFrames();
      const product = aProduct({ id: 'p-late' });
      const api = renderDetail(product);
      await screen.findByRole('heading', { level: 1, name: product.name });

      // Act and assess: nothing until the frame that showed the product, and the idle after it.
      browser.drawFrame();
      expect(api.count('/api/products/p-late/edits')).toBe(0);
      browser.drawFrame();
      browser.goIdle();
      expect(await screen.findAllByTestId('product-edit')).toHaveLength(2);
      expect(api.count('/api/products/p-late/edits')).toBe(1);
    });
  });

  it("says 'Not rated yet', shows an illustration and marks demo data", async () => {
    renderDetail(aProduct({ authenticity: null, imageUrl: undefined, source: 'demo' }));
    expect(await screen.findByText('Not rated yet')).toBeTruthy();
    expect(screen.getByTestId('product-illustration').getAttribute('aria-label')).toMatch(
      /^Illustration, not a product photo/,
    );
    expect(screen.getByRole('note').textContent).toContain('generated for this preview');
  });

  it('has no demo note for a product a shopper added', async () => {
    renderDetail(aProduct({ source: 'user' }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Scan a product' })).toBeNull();
  });

  it("offers 'Scan a product' to signed-in users only", async () => {
    renderDetail(aProduct(), signedIn());
    expect((await screen.findByRole('link', { name: 'Scan a product' })).getAttribute('href')).toBe(
      '/scan',
    );
  });

  it("holds the page's layout while the product loads", () => {
    // Prepare
    fakeApi({ '/api/products/p-2': () => pending() });

    // Act
    renderAt('/products/p-2', '/products/:id', <ProductDetailPage />);

    // Assess: the wait is said; the image box, the summary, the prices' header and both closed
    // sections are drawn as boxes (hidden from readers); the way back already works.
    expect(screen.getByText('Loading product').getAttribute('role')).toBe('status');
    const skeleton = screen.getByTestId('product-detail-skeleton');
    expect(skeleton.querySelector('.product-detail__image.skeleton')).not.toBeNull();
    expect(skeleton.querySelector('.product-detail__title-skeleton')).not.toBeNull();
    expect(skeleton.querySelectorAll('.product-detail__section[aria-hidden="true"]')).toHaveLength(
      3,
    );
    expect(screen.getByRole('link', { name: '← Back to products' }).getAttribute('href')).toBe(
      '/products',
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('puts the demo note last in the top, where its arrival moves neither image, name nor price', async () => {
    // Prepare + Act
    renderDetail(aProduct({ source: 'demo' }), signedIn());

    // Assess
    const note = await screen.findByRole('note');
    expect(note.parentElement?.classList.contains('product-detail__top')).toBe(true);
    expect(note.parentElement?.lastElementChild).toBe(note);
  });

  it("holds the room of 'Scan a product', unseen, while a session is restored", async () => {
    // Prepare + Act
    renderDetail(aProduct(), aSession({ status: 'loading' }));

    // Assess
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Scan a product' })).toBeNull();
    const held = screen.getByTestId('reserved-space');
    expect(held.hasAttribute('inert')).toBe(true);
    expect(held.textContent).toBe('Scan a product');
    // It sits in the paragraph the link will: only phrasing content may (a <div> there is HTML
    // a browser's parser would break the paragraph at).
    expect(held.closest('p')?.classList.contains('product-detail__scan')).toBe(true);
    expect(held.tagName).toBe('SPAN');
  });

  it("shows 'Product Not Found' with a way back on a 404", async () => {
    renderDetail(null);
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to products' }).getAttribute('href')).toBe(
      '/products',
    );
    expect(screen.queryByRole('link', { name: 'Scan a product' })).toBeNull();
  });
  it('says a product edited by the community is so, and takes the reader to its history', async () => {
    // Prepare
    renderDetail(aProduct({ id: 'p-c', editedByCommunity: true }));
    const note = await screen.findByTestId('edited-by-community');

    // Act
    fireEvent.click(within(note).getByRole('link', { name: 'See the edit history' }));

    // Assess
    expect(note.textContent).toContain('Edited by the community');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Recent edits' })),
    );
  });

  it('says nothing of the community on a product only its adder edited', async () => {
    // Prepare + Act
    renderDetail(aProduct({ id: 'p-o', editedByCommunity: false }));

    // Assess
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('edited-by-community')).toBeNull();
  });

  it('names a staff revert and its reason in the history', async () => {
    // Prepare
    const reverted: ProductEdit = {
      id: '1772722000000-3',
      at: '2026-03-05T15:00:00.000Z',
      action: 'reverted',
      by: 'staff',
      reason: 'Spam',
      revertOf: '1772721000000-2',
      changes: { name: { from: 'BUY PILLS', to: 'Point 88 Fineliner' } },
    };
    const api = fakeApi({
      '/api/products/p-r': () => json(aProduct({ id: 'p-r' })),
      '/api/products/p-r/edits': () => json([reverted]),
    });
    renderAt('/products/p-r', '/products/:id', <ProductDetailPage />, guest());

    // Act
    const entry = await screen.findByTestId('product-edit');

    // Assess
    expect(entry.textContent).toContain('Reverted by staff');
    expect(entry.textContent).toContain('Reason: Spam');
    expect(entry.textContent).toContain('Name: BUY PILLS → Point 88 Fineliner');
    expect(api.calls.length).toBeGreaterThan(0);
  });
});
