import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { Router, UNSAFE_createMemoryHistory } from 'react-router';
import { ScrollRestoration } from './scroll-restoration';

/**
 * jsdom draws nothing and scrolls nothing: the window's position is set by hand and `scrollTo` is
 * watched. The real scrolling, with back, forward and a reload, is tested in web/e2e/routing.spec.ts.
 */
const scrollTo = vi.fn();

const setScrollY = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
};

type MemoryHistory = ReturnType<typeof UNSAFE_createMemoryHistory>;

/** The component under a plain router that follows the history at once. */
const renderWith = (history: MemoryHistory) => {
  const tree = () => (
    <Router location={history.location} navigationType={history.action} navigator={history}>
      <p id="reviews">Reviews</p>
      <ScrollRestoration />
    </Router>
  );
  const view = render(tree());
  history.listen(() => view.rerender(tree()));
  return view;
};

beforeEach(() => {
  scrollTo.mockReset();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  setScrollY(0);
});

describe('ScrollRestoration', () => {
  it('starts a new page at the top, and returns to the place left on back', () => {
    // Prepare
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/products'], v5Compat: true });
    renderWith(history);
    setScrollY(640);

    // Act
    act(() => history.push('/products/p-1'));

    // Assess
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    // Act
    act(() => history.go(-1));

    // Assess
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('keeps the place of a scroll whose event has not been dispatched when back is pressed', () => {
    // Prepare: the shopper scrolled the catalogue, opened a product, and scrolled it to 300 px;
    // back comes within the frame, before that scroll's event.
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/products'], v5Compat: true });
    renderWith(history);
    setScrollY(640);
    act(() => history.push('/products/p-1'));
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });

    // Act: back (the browser's popstate comes before the router draws the catalogue), then forward.
    fireEvent(window, new PopStateEvent('popstate'));
    act(() => history.go(-1));
    act(() => history.go(1));

    // Assess
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it('keeps the place of a scroll whose event has not been dispatched when a link is clicked', () => {
    // Prepare
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/products'], v5Compat: true });
    const view = renderWith(history);
    Object.defineProperty(window, 'scrollY', { value: 520, configurable: true });

    // Act: a link's click, then the navigation it makes, then back.
    fireEvent.click(view.container.querySelector('#reviews')!);
    act(() => history.push('/products/p-1'));
    act(() => history.go(-1));

    // Assess
    expect(scrollTo).toHaveBeenLastCalledWith(0, 520);
  });

  it('scrolls to the element a new address names after its #', () => {
    // Prepare
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/products'], v5Compat: true });
    const view = renderWith(history);
    const reviews = view.container.querySelector('#reviews')!;
    const scrollIntoView = vi.fn();
    reviews.scrollIntoView = scrollIntoView;
    scrollTo.mockReset();

    // Act
    act(() => history.push('/products/p-1#reviews'));

    // Assess
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the places when the page is left, so a reload returns to them', () => {
    // Prepare: the shopper scrolled the catalogue, then opened a product.
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/products'], v5Compat: true });
    const first = renderWith(history);
    setScrollY(480);
    act(() => history.push('/products/p-1'));
    act(() => history.go(-1));

    // Act: the page is left (a reload), and drawn again at the same entry.
    fireEvent(window, new Event('pagehide'));
    first.unmount();
    scrollTo.mockReset();
    renderWith(history);

    // Assess
    expect(scrollTo).toHaveBeenLastCalledWith(0, 480);
  });
});
