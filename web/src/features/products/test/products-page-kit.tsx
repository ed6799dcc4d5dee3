/** What the products page's tests share: a catalogue API that answers, and the page rendered. */
import { screen } from '@testing-library/react';
import {
  aProductSummary,
  aSearchResult,
  aSubscription,
  fakeApi,
  json,
  type Routes,
} from '../../../test/api-fixtures';
import { currentParams, guest, renderAt } from '../../../test/render-at';
import type { Session } from '../../../lib/auth/session-context';
import { ProductsPage } from '../components/products-page';

export const stats = { products: 25_312, stores: 41, categories: 22, demoProducts: 25_300 };

/** A catalogue API where everything answers; a test overrides what it is about. */
export const api = (overrides: Routes = {}) =>
  fakeApi({
    '/api/products/popular': () => json([aProductSummary({ id: 'pop-1', name: 'Popular Pen' })]),
    '/api/products/categories': () => json(['Office Products', 'Books']),
    '/api/products/stats': () => json(stats),
    '/api/products/search': () => json(aSearchResult()),
    '/api/subscription': () => json(aSubscription()),
    ...overrides,
  });

export const renderPage = (url = '/products', session: Session = guest()) =>
  renderAt(url, '/products', <ProductsPage />, session);

export const location = () => screen.getByTestId('location').textContent;
export const params = () => Object.fromEntries(currentParams(location()));
