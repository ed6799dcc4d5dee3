/**
 * Which calls the offline queue may hold and send again: those whose route the route table marks
 * replayable (the server applies their Idempotency-Key once), matched by method and path, each
 * `{name}` of a route's path standing for one segment. Pure, and light enough for the first load:
 * the API client asks it on every write.
 */
import type { HttpMethod } from '@shop-scanner/shared/routes';
import { replayableRouteKeys } from '@shop-scanner/shared/routes';
import type { QueuedCallType } from './offline-db';

/** What each replayable route is, for the pending list and for what a replay's answer means. */
const typeOfRoute: Readonly<Record<string, QueuedCallType>> = {
  'GET /api/products/barcode/{barcode}': 'barcode-lookup',
  'POST /api/products': 'product-create',
  'PUT /api/products/{id}': 'product-edit',
  'POST /api/products/{id}/prices': 'price-report',
  'POST /api/wishlist/items': 'wishlist-add',
  'PUT /api/wishlist/items/{id}': 'wishlist-edit',
  'PUT /api/wishlist/price-drops/{id}/read': 'drop-read',
  'PUT /api/wishlist/price-drops/read': 'drop-read',
  'POST /api/support/contact': 'contact',
};

const segmentsOf = (path: string): string[] => path.split('?')[0]!.split('/');

const matches = (pattern: string, path: string): boolean => {
  const want = segmentsOf(pattern);
  const got = segmentsOf(path);
  return (
    want.length === got.length &&
    want.every((segment, i) =>
      segment.startsWith('{') && segment.endsWith('}') ? got[i] !== '' : segment === got[i],
    )
  );
};

/**
 * The queued call type of a call the queue may replay, or undefined for any other call. A literal
 * segment wins over a `{name}` one, so `PUT /api/wishlist/price-drops/read` is 'Mark All as Read'
 * and never a drop whose id is "read" (the two patterns have different lengths anyway).
 */
export const replayableCallType = (
  method: HttpMethod,
  path: string,
): QueuedCallType | undefined => {
  for (const key of replayableRouteKeys) {
    const [routeMethod, pattern] = key.split(' ') as [string, string];
    if (routeMethod === method && matches(pattern, path)) return typeOfRoute[key];
  }
  return undefined;
};

/** Every replayable route has a type here: a route marked replayable later must be named too. */
export const untypedReplayableRoutes = (): string[] =>
  [...replayableRouteKeys].filter((key) => !(key in typeOfRoute));
