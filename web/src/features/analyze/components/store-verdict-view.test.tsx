/**
 * The verdict view: every field of a scored report and its
 * evidence point by point; an unknown verdict with its reason and no band; the cache note; the
 * compact form of the url tab.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { aScoredReport, anEntry, anUnknownReport } from '../test/analysis-fixtures';
import { StoreVerdictView } from './store-verdict-view';

const text = (testId: string) => screen.getByTestId(testId).textContent ?? '';

describe('StoreVerdictView: a scored report', () => {
  it('shows the score in its band, the confidence, the product type and the risk', () => {
    // Act
    render(<StoreVerdictView entry={anEntry()} />);

    // Assess
    const score = screen.getByTestId('verdict-score');
    expect(score.getAttribute('data-band')).toBe('good');
    expect(score.className).toContain('verdict-score--good');
    expect(score.textContent).toBe('Authenticity score 78/100Good');
    expect(text('verdict-confidence')).toBe('100 %');
    expect(text('verdict-product-type')).toBe('Mass produced');
    expect(text('verdict-risk')).toBe('Low risk');
    expect(text('verdict-risk-factors')).toBe('Long shipping times on some products');
  });

  it('shows the store, its domain age and location; no seller rating or sales it did not give', () => {
    // Act
    render(<StoreVerdictView entry={anEntry()} />);

    // Assess
    const store = text('verdict-store');
    expect(store).toContain('PlatformShopify');
    expect(store).toContain('Store nameBrand Example Co.');
    expect(store).toContain('LocationPortland, OR, United States');
    expect(text('verdict-domain-age')).toBe('Registered 12 Apr 2012 (14 years ago)');
    expect(screen.queryByTestId('verdict-seller-rating')).toBeNull();
    expect(screen.queryByTestId('verdict-total-sales')).toBeNull();
  });

  it('shows a marketplace seller rating and sales when the report has them', () => {
    // Prepare
    const analysis = aScoredReport();
    analysis.storeMetadata = { ...analysis.storeMetadata, sellerRating: 4.7, totalSales: 12500 };

    // Act
    render(<StoreVerdictView entry={anEntry({ analysis })} />);

    // Assess
    expect(text('verdict-seller-rating')).toBe('Seller rating4.7');
    expect(text('verdict-total-sales')).toBe('Total sales12,500');
  });

  it('shows the price analysis and the indicators', () => {
    // Act
    render(<StoreVerdictView entry={anEntry()} />);

    // Assess
    const prices = text('verdict-prices');
    expect(prices).toContain('Market positionMarket average');
    expect(prices).toContain('Competitive score64/100');
    expect(prices).toContain('Similar products found3');
    expect(text('indicators-positive')).toBe(
      'Return policy publishedContact page with a street address',
    );
    expect(text('indicators-negative')).toBe('Ships from overseas in 10-20 days');
    expect(text('indicators-neutral')).toBe('Runs on Shopify');
  });

  it('shows the print-on-demand analysis', () => {
    // Act
    render(<StoreVerdictView entry={anEntry()} />);

    // Assess
    const pod = text('verdict-pod');
    expect(text('pod-is-pod')).toBe('No');
    expect(pod).toContain('Confidence15 %');
    expect(text('pod-provider')).toBe('None named');
    expect(text('pod-store-level')).toBe('Not a print-on-demand store (score 15)');
    expect(text('pod-action')).toBe(
      'Recommended action: Buy as from any retailer; the products are not printed on demand.',
    );
    expect(text('pod-positive')).toBe('"custom" in 2 product titles');
    expect(text('pod-negative')).toBe('"handmade" on the about page');
  });

  it('shows the Shopify assessment', () => {
    // Act
    render(<StoreVerdictView entry={anEntry()} />);

    // Assess
    expect(text('shopify-score')).toBe('85/100');
    expect(text('shopify-health')).toBe('Excellent');
    expect(text('shopify-dropship')).toBe('Very low');
    expect(text('shopify-business-model')).toBe(
      'Brand owned (confidence 80 %): A single vendor sells on its own domain.',
    );
    expect(text('shopify-quality')).toBe(
      'Professionalism90/100Product curation80/100Customer service70/100',
    );
    expect(text('shopify-store-type')).toBe('A brand selling its own products.');
    const insights = text('shopify-insights');
    expect(insights).toContain('Check the warranty terms before buying.');
    expect(insights).toContain('No phone number published');
    expect(insights).toContain('Products carry descriptions');
    const shopify = text('verdict-shopify');
    expect(shopify).toContain('Products read24');
    expect(shopify).toContain('VendorsBrand Example');
  });

  it('lists the evidence point by point, grouped by scheme, with its source', () => {
    // Act
    render(<StoreVerdictView entry={anEntry()} />);

    // Assess
    const store = within(screen.getByTestId('evidence-store'));
    expect(store.getByRole('heading').textContent).toBe('Store score');
    const [policy, shipping] = store.getAllByRole('listitem');
    expect(policy!.querySelector('.evidence__points')?.textContent).toBe('+8 points');
    expect(policy!.className).toContain('evidence--plus');
    expect(policy!.textContent).toContain('Return policy page found');
    expect(policy!.textContent).toContain('A page titled "Refund policy" answered 200');
    expect(
      within(policy!)
        .getByRole('link', { name: 'https://brand.example/policies/refund-policy' })
        .getAttribute('href'),
    ).toBe('https://brand.example/policies/refund-policy');
    expect(shipping!.querySelector('.evidence__points')?.textContent).toBe('\u221212 points');
    expect(shipping!.className).toContain('evidence--minus');
    expect(shipping!.textContent).toContain('Long shipping times');

    const pod = within(screen.getByTestId('evidence-pod'));
    expect(pod.getByRole('heading').textContent).toBe('Print-on-demand check');
    expect(pod.getByRole('listitem').textContent).toContain('+15');

    const shopify = within(screen.getByTestId('evidence-shopify'));
    expect(shopify.getByRole('heading').textContent).toBe('Shopify store assessment');
    expect(shopify.getByRole('listitem').textContent).toContain('1 vendor: Brand Example');
    expect(shopify.queryByRole('link')).toBeNull();
  });

  it('lists the pages read, why each was read in words, with their status', () => {
    // Act
    render(<StoreVerdictView entry={anEntry()} />);

    // Assess
    const pages = within(screen.getByTestId('verdict-pages')).getAllByRole('listitem');
    expect(pages.map((p) => p.textContent)).toEqual([
      'Storefronthttps://brand.example/HTTP 200',
      'Product listhttps://brand.example/products.jsonHTTP 200',
      'Contact pagehttps://brand.example/pages/contactNot fetchedTimed out after 8 s',
    ]);
  });

  it('says when the report came from the shared cache, and when it was read', () => {
    // Act
    render(<StoreVerdictView entry={anEntry({ cached: true })} />);

    // Assess
    expect(text('verdict-cached')).toMatch(
      /^From cache: this store was read on 3 Mar 2026, \d\d:\d\d\./,
    );
  });

  it('has no cache note for a fresh report', () => {
    render(<StoreVerdictView entry={anEntry({ cached: false })} />);
    expect(screen.queryByTestId('verdict-cached')).toBeNull();
  });
});

describe('StoreVerdictView: an unknown verdict', () => {
  it('says Unknown and why, with no score, no band and nothing invented', () => {
    // Act
    render(<StoreVerdictView entry={anEntry({ analysis: anUnknownReport() })} />);

    // Assess
    const unknown = screen.getByTestId('verdict-unknown');
    expect(unknown.textContent).toBe(
      'UnknownThe store answered 403 to every page: nothing could be read.',
    );
    expect(screen.queryByTestId('verdict-score')).toBeNull();
    expect(document.querySelector('[data-band]')).toBeNull();
    expect(text('verdict-risk')).toBe('Unknown');
    expect(text('verdict-product-type')).toBe('Unknown');
    expect(text('verdict-domain-age')).toBe('Domain age unknown: no RDAP server for .zz');
    expect(text('verdict-prices')).toContain(
      'No products found in our catalogue to compare prices',
    );
    expect(screen.queryByTestId('verdict-pod')).toBeNull();
    expect(screen.queryByTestId('verdict-shopify')).toBeNull();
    expect(text('verdict-evidence')).toContain('No rule fired');
    expect(text('verdict-pages')).toContain('HTTP 403');
  });
});

describe('StoreVerdictView on /analyze: the answer first', () => {
  it('leads with the three rules that weighed most, and keeps every other part closed', () => {
    // Act
    render(<StoreVerdictView entry={anEntry()} />);

    // Assess: the store score's −12 outweighs its +8; the other checks' points are not its own.
    const reasons = screen.getByTestId('verdict-top-reasons');
    expect(
      [...reasons.querySelectorAll('.evidence__label')].map((label) => label.textContent),
    ).toEqual(['Long shipping times', 'Return policy page found']);
    expect(reasons.querySelector('details')).toBeNull();
    const parts = [...document.querySelectorAll('details.verdict-disclosure')];
    expect(parts.map((d) => d.querySelector('summary')?.textContent)).toEqual([
      'Evidence, point by point4 rules',
      'Risk factors1 factor',
      'The store',
      'Prices',
      'Indicators4 signs',
      'Print-on-demand analysis',
      'Shopify store assessment',
      'Pages read3 pages',
    ]);
    expect(parts.every((d) => !(d as HTMLDetailsElement).open)).toBe(true);
    expect(screen.getByTestId('verdict-score').closest('details')).toBeNull();
  });

  it('opens the full evidence in one tap', () => {
    // Prepare
    render(<StoreVerdictView entry={anEntry()} />);
    const evidence = screen.getByTestId('verdict-evidence').closest('details')!;
    expect(evidence.open).toBe(false);

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'See all 4 points of evidence' }));

    // Assess
    expect(evidence.open).toBe(true);
    expect(document.activeElement).toBe(evidence.querySelector('summary'));
  });
});

describe('StoreVerdictView: compact (the url tab)', () => {
  it('shows the verdict and the store, and keeps the rest behind a closed disclosure', () => {
    // Act
    render(<StoreVerdictView entry={anEntry()} compact headingLevel={3} />);

    // Assess
    expect(screen.getByRole('heading', { level: 3, name: 'brand.example' })).toBeTruthy();
    expect(screen.getByTestId('verdict-score')).toBeTruthy();
    const more = screen.getByTestId('verdict-evidence').closest('details');
    expect(more).toBeTruthy();
    expect(more!.open).toBe(false);
    expect(screen.getByTestId('verdict-store').closest('details')).toBeNull();
  });
});
