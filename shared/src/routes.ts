/**
 * The route table: every HTTP endpoint of the product, in one place.
 * The CDK stack creates exactly these HttpApi routes and the local gateway serves exactly these,
 * so a route added here appears in both homes, and a test holds them equal.
 */

export const endpointGroups = [
  'auth',
  'products',
  'prices',
  'subscription',
  'store-analysis',
  'platform-search',
  'wishlist',
  'push',
  'billing',
  'support',
  'analytics',
  'dashboard',
  'notifications',
  'sellers',
] as const;
export type EndpointGroup = (typeof endpointGroups)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * public: anyone; the gateway passes the request through without a token check.
 * signed-in: a valid Cognito ID token is required (API Gateway's JWT authorizer, or the local
 * gateway). business: signed in with account type business; the JWT authorizer cannot read custom claims,
 *           so the handler adapter checks the account type claim (and answers 403).
 */
export type RouteAccess = 'public' | 'signed-in' | 'business';

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** API Gateway path syntax: `{name}` is one path segment. */
  readonly path: string;
  readonly group: EndpointGroup;
  readonly access: RouteAccess;
  /**
   * A call the app's offline queue may send again (offline sync): it carries an
   * Idempotency-Key made when it was first tried, and the server applies one key once, so a replay
   * after a lost answer, or two tabs replaying together, has one effect.
   */
  readonly replayable?: true;
}

/** The six platforms the spec declares per-platform search endpoints for. */
export const searchPlatforms = [
  'amazon',
  'ebay',
  'etsy',
  'aliexpress',
  'walmart',
  'target',
] as const;
export type SearchPlatform = (typeof searchPlatforms)[number];

const route = (
  method: HttpMethod,
  path: string,
  group: EndpointGroup,
  access: RouteAccess,
): RouteDefinition => ({ method, path, group, access });

/** A route the offline queue may replay (see `replayable`). */
const replayableRoute = (
  method: HttpMethod,
  path: string,
  group: EndpointGroup,
  access: RouteAccess,
): RouteDefinition => ({ method, path, group, access, replayable: true });

export const routes: readonly RouteDefinition[] = [
  // Accounts. Register and login also exist as API calls for clients without Amplify.
  route('POST', '/auth/register', 'auth', 'public'),
  route('POST', '/auth/login', 'auth', 'public'),
  route('GET', '/auth/me', 'auth', 'signed-in'),
  route('PUT', '/auth/me', 'auth', 'signed-in'),
  // The user's own data: everything held about them as one download, and the account's deletion.
  route('GET', '/api/account/export', 'auth', 'signed-in'),
  route('DELETE', '/api/account', 'auth', 'signed-in'),

  // Product database.
  replayableRoute('GET', '/api/products/barcode/{barcode}', 'products', 'signed-in'),
  route('GET', '/api/products/search', 'products', 'public'),
  route('GET', '/api/products/popular', 'products', 'public'),
  route('GET', '/api/products/categories', 'products', 'public'),
  route('GET', '/api/products/stats', 'products', 'public'),
  route('GET', '/api/products/{id}/edits', 'products', 'public'),
  route('GET', '/api/products/{id}', 'products', 'public'),
  replayableRoute('POST', '/api/products', 'products', 'signed-in'),
  replayableRoute('PUT', '/api/products/{id}', 'products', 'signed-in'),

  // Price comparison, trends and alerts.
  route('GET', '/api/products/{id}/price-comparison', 'prices', 'public'),
  // What comparing it would cost this shopper or guest: read only, it spends nothing.
  route('GET', '/api/products/{id}/price-comparison/allowance', 'prices', 'public'),
  route('GET', '/api/products/{id}/price-trend', 'prices', 'public'),
  // A shopper's report of a price seen in a store.
  replayableRoute('POST', '/api/products/{id}/prices', 'prices', 'signed-in'),
  route('GET', '/api/price-alerts', 'prices', 'signed-in'),
  route('POST', '/api/price-alerts', 'prices', 'signed-in'),
  route('DELETE', '/api/price-alerts/{id}', 'prices', 'signed-in'),

  // Plans and usage.
  route('GET', '/api/subscription', 'subscription', 'signed-in'),
  route('POST', '/api/subscription/usage', 'subscription', 'signed-in'),
  route('POST', '/api/subscription/upgrade', 'subscription', 'signed-in'),
  route('POST', '/api/subscription/cancel', 'subscription', 'signed-in'),
  // Undo a cancel before the period ends; end a paid plan now (back to free).
  route('POST', '/api/subscription/reactivate', 'subscription', 'signed-in'),
  route('POST', '/api/subscription/downgrade', 'subscription', 'signed-in'),

  // Store analysis.
  route('POST', '/api/store-analysis', 'store-analysis', 'signed-in'),
  route('GET', '/api/store-analysis/history', 'store-analysis', 'signed-in'),
  // The scan page's url tab: a product page read, and its store analysed.
  route('POST', '/api/store-analysis/product-page', 'store-analysis', 'signed-in'),

  // Cross-platform search: one endpoint per platform.
  ...searchPlatforms.map((platform) =>
    route('GET', `/api/search/${platform}`, 'platform-search', 'signed-in'),
  ),
  // The cross-platform search panel: every platform at once, and the last 10 searches.
  route('POST', '/api/cross-platform-search', 'platform-search', 'signed-in'),
  route('GET', '/api/cross-platform-search/history', 'platform-search', 'signed-in'),

  // Wishlist.
  route('GET', '/api/wishlist/items', 'wishlist', 'signed-in'),
  replayableRoute('POST', '/api/wishlist/items', 'wishlist', 'signed-in'),
  replayableRoute('PUT', '/api/wishlist/items/{id}', 'wishlist', 'signed-in'),
  route('DELETE', '/api/wishlist/items/{id}', 'wishlist', 'signed-in'),
  route('GET', '/api/wishlist/collections', 'wishlist', 'signed-in'),
  route('POST', '/api/wishlist/collections', 'wishlist', 'signed-in'),
  // The collection dialog edits a collection too (not named by the spec).
  route('PUT', '/api/wishlist/collections/{id}', 'wishlist', 'signed-in'),
  route('DELETE', '/api/wishlist/collections/{id}', 'wishlist', 'signed-in'),
  // A collection's page: its owner's, or anyone's with the link when it is public (the handler
  // verifies a token when one is sent, as product search does).
  route('GET', '/api/wishlist/collections/{id}', 'wishlist', 'public'),
  route('GET', '/api/wishlist/stats', 'wishlist', 'signed-in'),
  route('GET', '/api/wishlist/price-drops', 'wishlist', 'signed-in'),
  replayableRoute('PUT', '/api/wishlist/price-drops/{id}/read', 'wishlist', 'signed-in'),
  // The drops list's 'Mark All as Read' (not named by the spec): one call, not one per drop.
  replayableRoute('PUT', '/api/wishlist/price-drops/read', 'wishlist', 'signed-in'),

  // Push notifications. The public key is public by nature.
  route('GET', '/api/push/vapid-key', 'push', 'public'),
  route('POST', '/api/push/subscribe', 'push', 'signed-in'),
  route('DELETE', '/api/push/unsubscribe', 'push', 'signed-in'),
  route('POST', '/api/push/test', 'push', 'signed-in'),
  route('PUT', '/api/push/preferences', 'push', 'signed-in'),
  // The profile's push card reads the four switches (not named by the spec).
  route('GET', '/api/push/preferences', 'push', 'signed-in'),

  // Payments and billing. The webhook is called by Stripe and checked by signature.
  route('POST', '/api/subscriptions/create-checkout-session', 'billing', 'signed-in'),
  route('POST', '/api/payments/create-intent', 'billing', 'signed-in'),
  // The checkout's end in the page: a trial's card saved, or the dialog closed (not named by the spec).
  route('POST', '/api/subscriptions/checkout/complete', 'billing', 'signed-in'),
  route('POST', '/api/subscriptions/checkout/abandon', 'billing', 'signed-in'),
  route('GET', '/api/payment-methods', 'billing', 'signed-in'),
  route('DELETE', '/api/payment-methods/{id}', 'billing', 'signed-in'),
  route('POST', '/api/payment-methods/{id}/set-default', 'billing', 'signed-in'),
  // Adding a card: a SetupIntent confirmed in the page (not named by the spec).
  route('POST', '/api/payment-methods/setup-intent', 'billing', 'signed-in'),
  // The Monitoring tab: the user's recent payment attempts (not named by the spec).
  route('GET', '/api/billing/payment-attempts', 'billing', 'signed-in'),
  route('GET', '/api/billing/invoices', 'billing', 'signed-in'),
  route('GET', '/api/billing/invoices/{id}/download', 'billing', 'signed-in'),
  route('POST', '/api/billing/webhook', 'billing', 'public'),

  // Support: the contact form is open to guests; tickets belong to a user.
  replayableRoute('POST', '/api/support/contact', 'support', 'public'),
  // A store owner's appeal of a verdict, from an analysis result (analysing a store needs an
  // account): the ticket is theirs, with a page they can follow.
  route('POST', '/api/support/appeals', 'support', 'signed-in'),
  route('GET', '/api/support/tickets', 'support', 'signed-in'),
  // A ticket's page and its conversation: the owner's, or any ticket for support staff.
  route('GET', '/api/support/tickets/{id}', 'support', 'signed-in'),
  route('POST', '/api/support/tickets/{id}/replies', 'support', 'signed-in'),
  // The staff inbox: members of the support staff group only (the handler checks the group).
  route('GET', '/api/support/staff/tickets', 'support', 'signed-in'),
  route('PUT', '/api/support/staff/tickets/{id}/status', 'support', 'signed-in'),
  route('PUT', '/api/support/staff/tickets/{id}/appeal-outcome', 'support', 'signed-in'),
  // The help centre's Popular Articles: views counted once per visitor and day.
  route('GET', '/api/support/articles/popular', 'support', 'public'),
  route('POST', '/api/support/articles/{slug}/views', 'support', 'public'),

  // Analytics: sent with a plain fetch, signed in or not.
  route('POST', '/api/analytics/events', 'analytics', 'public'),

  // What the server tells the user (billing events now; price drops with the wishlist).
  route('GET', '/api/notifications', 'notifications', 'signed-in'),

  // Seller dashboard (placeholder in the spec): business accounts only.
  route('GET', '/api/dashboard', 'dashboard', 'business'),

  // Moderation of community edits: support staff only (the products handler checks the group).
  route('POST', '/api/moderation/products/{id}/edits/{editId}/revert', 'products', 'signed-in'),
  route(
    'POST',
    '/api/moderation/products/{id}/edits/{editId}/suspend-author',
    'products',
    'signed-in',
  ),
  route('GET', '/api/moderation/suspensions', 'products', 'signed-in'),
  route('POST', '/api/moderation/suspensions/{editorRef}/lift', 'products', 'signed-in'),
  route('GET', '/api/moderation/pending-edits', 'products', 'signed-in'),
  route(
    'POST',
    '/api/moderation/products/{id}/pending-edits/{pendingId}/approve',
    'products',
    'signed-in',
  ),
  route(
    'POST',
    '/api/moderation/products/{id}/pending-edits/{pendingId}/reject',
    'products',
    'signed-in',
  ),
  // The business's own store and its offer feed: the sellers group writes, the dashboard reads.
  route('GET', '/api/dashboard/store', 'sellers', 'business'),
  route('PUT', '/api/dashboard/store', 'sellers', 'business'),
  route('POST', '/api/dashboard/store/verify', 'sellers', 'business'),
  route('POST', '/api/dashboard/offer-feeds', 'sellers', 'business'),
  route('GET', '/api/dashboard/offer-feeds', 'sellers', 'business'),
  route('GET', '/api/dashboard/offer-feeds/{id}', 'sellers', 'business'),
];

/** `GET /api/products/{id}`: the key API Gateway puts in `event.routeKey`. */
export const routeKey = (r: Pick<RouteDefinition, 'method' | 'path'>): string =>
  `${r.method} ${r.path}`;

/** The routes the offline queue may replay, by `routeKey`. */
export const replayableRouteKeys: ReadonlySet<string> = new Set(
  routes.filter((r) => r.replayable).map(routeKey),
);

export const routesOfGroup = (group: EndpointGroup): RouteDefinition[] =>
  routes.filter((r) => r.group === group);
