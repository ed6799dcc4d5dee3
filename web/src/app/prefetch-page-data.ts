import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';

/**
 * Asks for the opened page's own data as soon as the API can be called (`apiReady`: once
 * /config.json has loaded), instead of once the page's code has loaded and drawn: on a phone's
 * network that is a round trip sooner. The product page's first screen (its name, its prices) is
 * all the product, so a product page starts fetching it here; the page's own query then finds it
 * on its way (the same key) and asks nothing more.
 *
 * The product's query comes in the file of modules the catalogue pages share (vite.config.ts),
 * which the product page needs anyway: it is asked for now, alongside /config.json, and only on a
 * product page, so no other page downloads it for this.
 */
export const prefetchPageData = (
  queryClient: QueryClient,
  pathname: string,
  apiReady: Promise<unknown>,
): void => {
  const id = matchPath('/products/:id', pathname)?.params.id;
  if (!id) return;
  Promise.all([import('../features/products/api/product'), apiReady])
    .then(([{ productOptions }]) => queryClient.prefetchQuery(productOptions(id)))
    // A start that failed is told by main.tsx, and the page asks again itself.
    .catch(() => undefined);
};
