/**
 * What an answer looks like: `expand[]` paths replaced by the objects their ids name
 * (`latest_invoice.confirmation_secret`, `data.product`...), includable fields (an invoice's
 * confirmation_secret and payments) left out unless asked for, and list pagination.
 *
 * Paths are checked against each object type's fields before anything runs, as Stripe checks
 * them: a path through a field that is not there or cannot be expanded is a 400, whatever the
 * data holds (an empty list, a null id). Only what the stand-in's objects carry is listed.
 */
import { invalidRequest } from './errors';
import type { StripeList } from './state';

export type ObjectType =
  | 'charge'
  | 'customer'
  | 'event'
  | 'invoice'
  | 'invoice_payment'
  | 'line_item'
  | 'payment_intent'
  | 'payment_method'
  | 'price'
  | 'product'
  | 'setup_intent'
  | 'subscription'
  | 'subscription_item'
  | 'webhook_endpoint';

/** What a route answers: one object, or a list of them. */
export type AnswerType = ObjectType | { readonly list: ObjectType };

/** A field a path can go through. */
type Plain =
  /** Another object's id, which expanding replaces by the object. */
  | { readonly kind: 'id'; readonly of: ObjectType }
  /** An object always answered inline (a subscription item's price). */
  | { readonly kind: 'object'; readonly of: ObjectType }
  | { readonly kind: 'list'; readonly of: ObjectType }
  /** A hash without a type of its own (`invoice_settings`, `parent`). */
  | { readonly kind: 'hash'; readonly fields: Fields };
/** Or one answered only when expanded. */
type Field = Plain | { readonly kind: 'includable'; readonly field: Plain };
type Fields = Readonly<Record<string, Field>>;

const id = (of: ObjectType): Plain => ({ kind: 'id', of });
const inline = (of: ObjectType): Plain => ({ kind: 'object', of });
const list = (of: ObjectType): Plain => ({ kind: 'list', of });
const hash = (fields: Fields): Plain => ({ kind: 'hash', fields });
const includable = (field: Plain): Field => ({ kind: 'includable', field });

/** The fields a path may go through, by object type (Stripe's expandable fields, our subset). */
const objectFields: Readonly<Record<ObjectType, Fields>> = {
  charge: { customer: id('customer'), payment_intent: id('payment_intent') },
  customer: { invoice_settings: hash({ default_payment_method: id('payment_method') }) },
  event: {},
  invoice: {
    confirmation_secret: includable(hash({})),
    customer: id('customer'),
    default_payment_method: id('payment_method'),
    lines: list('line_item'),
    parent: hash({ subscription_details: hash({ subscription: id('subscription') }) }),
    payments: includable(list('invoice_payment')),
  },
  invoice_payment: {
    invoice: id('invoice'),
    payment: hash({ payment_intent: id('payment_intent') }),
  },
  line_item: {},
  payment_intent: {
    customer: id('customer'),
    latest_charge: id('charge'),
    payment_method: id('payment_method'),
  },
  payment_method: { customer: id('customer') },
  price: { product: id('product') },
  product: {},
  setup_intent: { customer: id('customer'), payment_method: id('payment_method') },
  subscription: {
    customer: id('customer'),
    default_payment_method: id('payment_method'),
    items: list('subscription_item'),
    latest_invoice: id('invoice'),
    pending_setup_intent: id('setup_intent'),
  },
  subscription_item: { price: inline('price') },
  webhook_endpoint: {},
};

/** Where a path stands: in an object of a type, a list of them, or a hash of known fields. */
type Place =
  | { readonly kind: 'object'; readonly of: ObjectType }
  | { readonly kind: 'list'; readonly of: ObjectType }
  | { readonly kind: 'hash'; readonly fields: Fields };

const placeOf = (answer: AnswerType): Place =>
  typeof answer === 'string' ? { kind: 'object', of: answer } : { kind: 'list', of: answer.list };

const fieldsAt = (place: Exclude<Place, { kind: 'list' }>): Fields =>
  place.kind === 'object' ? objectFields[place.of] : place.fields;

const placeAfter = (field: Plain): Place =>
  field.kind === 'id' || field.kind === 'object'
    ? { kind: 'object', of: field.of }
    : field.kind === 'list'
      ? { kind: 'list', of: field.of }
      : { kind: 'hash', fields: field.fields };

const MAX_LEVELS = 4;

const cannotExpand = (segment: string) =>
  invalidRequest(
    `This property cannot be expanded (${segment}). The local Stripe stand-in expands a subset of Stripe's fields (local/src/stripe/README.md).`,
  );

/** The `expand` paths a form asks for (a malformed value is left to the endpoint's schema). */
export const expandPathsOf = (form: { readonly expand?: unknown }): string[] =>
  Array.isArray(form.expand) ? form.expand.filter((p): p is string => typeof p === 'string') : [];

/**
 * Refuses, as Stripe does, a path deeper than four levels or through a field that is not there
 * or cannot be expanded. Ends on an id or an includable field; goes through lists by `data`.
 */
export const checkExpand = (answer: AnswerType, paths: readonly string[]): void => {
  for (const path of paths) {
    const segments = path.split('.');
    if (segments.length > MAX_LEVELS) {
      throw invalidRequest('You cannot expand more than 4 levels of a property.');
    }
    let place = placeOf(answer);
    segments.forEach((segment, index) => {
      if (place.kind === 'list') {
        if (segment !== 'data') throw cannotExpand(segment);
        place = { kind: 'object', of: place.of };
        return;
      }
      const declared = Object.hasOwn(fieldsAt(place), segment)
        ? fieldsAt(place)[segment]
        : undefined;
      if (!declared) throw cannotExpand(segment);
      const field = declared.kind === 'includable' ? declared.field : declared;
      const last = index === segments.length - 1;
      if (last && declared.kind !== 'includable' && field.kind !== 'id') {
        throw cannotExpand(segment);
      }
      place = placeAfter(field);
    });
  }
};

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface RenderSources {
  /** Any object by its id. */
  readonly resolve: (id: string) => object | undefined;
  /** An includable field that is not stored but made when asked for (an invoice's payments). */
  readonly include: (object: Node, field: string) => unknown;
}

/**
 * The answer for `object` with `paths` (already checked) expanded; the original objects are
 * never changed.
 */
export const renderObject = (
  object: unknown,
  answer: AnswerType,
  paths: readonly string[],
  sources: RenderSources,
): unknown => {
  const root = structuredClone(object);
  const included = new WeakMap<Node, Set<string>>();

  const expandAt = (node: unknown, place: Place, segments: readonly string[]): void => {
    if (!isNode(node) || segments.length === 0) return;
    const [segment, ...rest] = segments as [string, ...string[]];
    if (place.kind === 'list') {
      if (Array.isArray(node.data)) {
        for (const item of node.data) expandAt(item, { kind: 'object', of: place.of }, rest);
      }
      return;
    }
    const declared = fieldsAt(place)[segment];
    if (!declared) return;
    const field = declared.kind === 'includable' ? declared.field : declared;
    if (declared.kind === 'includable') {
      const set = included.get(node) ?? new Set<string>();
      set.add(segment);
      included.set(node, set);
      if (!(segment in node)) node[segment] = sources.include(node, segment) ?? null;
    }
    const value = node[segment];
    if (field.kind === 'id' && typeof value === 'string') {
      const target = sources.resolve(value);
      if (target) node[segment] = structuredClone(target);
    }
    expandAt(node[segment], placeAfter(field), rest);
  };

  for (const path of paths) expandAt(root, placeOf(answer), path.split('.'));

  const hideUnrequested = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(hideUnrequested);
      return;
    }
    if (!isNode(node)) return;
    const fields = objectFields[String(node.object) as ObjectType] ?? {};
    for (const [name, field] of Object.entries(fields)) {
      if (field.kind === 'includable' && !included.get(node)?.has(name)) delete node[name];
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
