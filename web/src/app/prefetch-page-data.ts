import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';

/**
 * Asks for the opened page's own data before the page's code has loaded and drawn: on a phone's
 * network that is a round trip sooner. The product page's first screen (its name, its prices) is
 * all the product, so a product page starts fetching it here; the page's own query then finds it
 * on its way (the same key) and asks nothing more.
 *
 * The product is public and the same for every caller, and both homes serve the API on the app's
 * own origin: it is asked for at once, beside /config.json, not after it (the round trip that put
 * a product page's largest paint well after its first). The answer is used only when the
 * configuration says the API is on this origin (`apiBaseUrl` ''); otherwise, or when that early
 * request failed, the page's own query asks the configured API as usual.
 *
 * The product's query comes in the file of modules the catalogue pages share (vite.config.ts),
 * which the product page needs anyway: it is asked for now, alongside /config.json, and only on a
 * product page, so no other page downloads it for this.
 */
export const prefetchPageData = (
  queryClient: QueryClient,
  pathname: string,
  config: Promise<{ apiBaseUrl: string }>,
  apiReady: Promise<unknown>,
  fetchEarly: typeof fetch = (...args) => fetch(...args),
): void => {
  const id = matchPath('/products/:id', pathname)?.params.id;
  if (!id) return;
  const early = fetchEarly(`/api/products/${encodeURIComponent(id)}`, {
    headers: { Accept: 'application/json' },
  })
    .then((res) => (res.ok ? (res.json() as Promise<unknown>) : undefined))
    .catch(() => undefined);
  Promise.all([import('../features/products/api/product'), config, apiReady])
    .then(([{ productOptions, readProductAnswer }, { apiBaseUrl }]) => {
      const options = productOptions(id);
      if (apiBaseUrl !== '') return queryClient.prefetchQuery(options);
      return queryClient.prefetchQuery({
        ...options,
        queryFn: async (context) => {
          const body = await early;
          return body === undefined ? options.queryFn!(context) : readProductAnswer(body);
        },
      });
    })
    // A start that failed is told by main.tsx, and the page asks again itself.
    .catch(() => undefined);
};
