import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from './analytics';

/** A product's page: its views are what a seller's dashboard counts. */
const productPage = /^\/products\/([^/]+)\/?$/;

// The last page counted: React's development double effects, and a re-render of the same page,
// are not a second view; coming back to it after another page is.
let lastCounted: string | undefined;

/** Counts a page view on every route change: the path only, never its query. */
export const usePageViews = (): void => {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === lastCounted) return;
    lastCounted = pathname;
    const productId = productPage.exec(pathname)?.[1];
    track('page_view', productId ? { productId: decodeURIComponent(productId) } : {});
  }, [pathname]);
};
