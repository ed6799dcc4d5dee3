/** Where a guard sent the user from, kept in location state: `{ from: Location }`. */
export interface FromState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown };
}

/**
 * The remembered origin as a same-site path, or undefined. Only a path starting with a single
 * slash is accepted, so a crafted state can never send the user to another site.
 */
export const readReturnTo = (state: unknown): string | undefined => {
  const from = (state as FromState | null)?.from;
  if (!from || typeof from.pathname !== 'string') return undefined;
  const { pathname } = from;
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return undefined;
  if (['/login', '/register', '/forgot-password'].includes(pathname)) return undefined;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
};
