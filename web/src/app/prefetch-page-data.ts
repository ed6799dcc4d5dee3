import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { productOptions } from '../features/products/api/product';

/**
 * Asks for the opened page's own data as soon as the API can be called (main.tsx: once
 * /config.json has loaded), instead of once the page's code has loaded and drawn: on a phone's
 * network that is a round trip sooner. The product page's first screen (its name, its prices)
 * is all the product, so a product page starts fetching it here; the page's own query then finds
 * it on its way (the same key) and asks nothing more.
 */
export const prefetchPageData = (queryClient: QueryClient, pathname: string): void => {
  const productPage = matchPath('/products/:id', pathname);
  if (productPage?.params.id) void queryClient.prefetchQuery(productOptions(productPage.params.id));
};
