/**
 * What an answer looks like: `expand[]` paths replaced by the objects their ids name
 * (`latest_invoice.confirmation_secret`, `data.product`...), includable fields (an invoice's
 * confirmation_secret) left out unless asked for, and list pagination.
 */
import { invalidRequest } from './errors';
import type { StripeList } from './state';

/** Fields holding another object's id that may be expanded. */
const expandableFields = new Set([
  'customer',
  'default_payment_method',
  'latest_invoice',
  'pending_setup_intent',
  'payment_method',
  'product',
  'latest_charge',
  'payment_intent',
  'setup_intent',
  'invoice',
  'subscription',
]);
/** Fields Stripe answers only when expanded, by object type. */
const includableFields: Readonly<Record<string, readonly string[]>> = {
  invoice: ['confirmation_secret'],
};

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The answer for `object` with `paths` expanded. `resolve` finds any object by id; the
 * original objects are never changed.
 */
export const renderObject = (
  object: unknown,
  paths: readonly string[],
  resolve: (id: string) => object | undefined,
): unknown => {
  const root = structuredClone(object);
  const included = new WeakMap<Node, Set<string>>();

  const expandAt = (node: unknown, segments: string[], full: string): void => {
    if (!isNode(node) || segments.length === 0) return;
    const [segment, ...rest] = segments as [string, ...string[]];
    if (node.object === 'list' && segment === 'data' && Array.isArray(node.data)) {
      for (const item of node.data) expandAt(item, rest, full);
      return;
    }
    const includable = includableFields[String(node.object)] ?? [];
    if (includable.includes(segment)) {
      const set = included.get(node) ?? new Set<string>();
      set.add(segment);
      included.set(node, set);
      expandAt(node[segment], rest, full);
      return;
    }
    const value = node[segment];
    if (value === null || value === undefined) return;
    if (typeof value === 'string') {
      if (!expandableFields.has(segment)) {
        throw invalidRequest(`This property cannot be expanded (${segment}).`, 'expand');
      }
      const target = resolve(value);
      if (!target) return;
      node[segment] = structuredClone(target);
    } else if (!isNode(value) && !Array.isArray(value)) {
      throw invalidRequest(`This property cannot be expanded (${segment}).`, 'expand');
    }
    expandAt(node[segment], rest, full);
  };

  for (const path of paths) {
    const segments = path.split('.');
    if (segments.length > 4 || segments.some((s) => s === '')) {
      throw invalidRequest(`Invalid expand path: ${path}`, 'expand');
    }
    expandAt(root, segments, path);
  }

  const hideUnrequested = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(hideUnrequested);
      return;
    }
    if (!isNode(node)) return;
    for (const field of includableFields[String(node.object)] ?? []) {
      if (!included.get(node)?.has(field)) delete node[field];
    }
    for (const value of Object.values(node)) hideUnrequested(value);
  };
  hideUnrequested(root);
  return root;
};

export interface PageParams {
  readonly limit?: number;
  readonly starting_after?: string;
  readonly ending_before?: string;
}

/**
 * A page of `items` (newest first, as Stripe lists them: by `created`, then the later made
 * first), after `starting_after` or before `ending_before`.
 */
export const paginate = <T extends { id: string; created: number }>(
  items: readonly T[],
  params: PageParams,
  url: string,
): StripeList<T> => {
  const ordered = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.created - a.item.created || b.index - a.index)
    .map(({ item }) => item);
  const limit = params.limit ?? 10;
  if (limit < 1 || limit > 100) {
    throw invalidRequest(
      'This value must be greater than or equal to 1 and less than or equal to 100.',
      'limit',
    );
  }
  if (params.ending_before) {
    const end = ordered.findIndex((i) => i.id === params.ending_before);
    if (end < 0) throw invalidRequest(`No such object: '${params.ending_before}'`, 'ending_before');
    const start = Math.max(0, end - limit);
    return { object: 'list', data: ordered.slice(start, end), has_more: start > 0, url };
  }
  let start = 0;
  if (params.starting_after) {
    const after = ordered.findIndex((i) => i.id === params.starting_after);
    if (after < 0)
      throw invalidRequest(`No such object: '${params.starting_after}'`, 'starting_after');
    start = after + 1;
  }
  const data = ordered.slice(start, start + limit);
  return { object: 'list', data, has_more: start + limit < ordered.length, url };
};
