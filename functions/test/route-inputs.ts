/**
 * Every text field a client can send to the API, found from the route table and the schemas the
 * handlers validate with, never listed by hand: a route or a field added later is covered the day
 * it appears. For tests that send oversized text to each of them.
 *
 * The handler modules are the ones the gateway runs (functions/src/entries.ts); each carries its
 * routes' implementations (createGroupHandler), so the schemas are those of the running code.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { routeKey, routes, type RouteDefinition } from '@shop-scanner/shared/routes';
import type { z } from 'zod';
import { httpHandlerEntries } from '../src/entries';
import type { GroupRoutes } from '../src/lib/http/group-handler';

/** Where a field travels: the JSON body, the query string or the path. */
export type InputPart = 'body' | 'query' | 'path';
export type FieldPath = readonly (string | number)[];
export type LeafKind = 'text' | 'word' | 'other';
export interface TextLeaf {
  readonly path: FieldPath;
  readonly kind: LeafKind;
}

export interface TextField {
  readonly route: RouteDefinition;
  readonly part: InputPart;
  /** The field inside its part: `['password']`, `['tags', 0]`. */
  readonly path: FieldPath;
  /** How the server reports it in `fieldErrors`: `password`, `query.query`, `path.id`. */
  readonly errorKey: string;
  /**
   * `text` for free text (a zod string: it must have a maximum length), `word` for one of a few
   * fixed words (an enum or literal: bounded by its words), `other` for a number or a flag that
   * only the query string carries as text.
   */
  readonly kind: LeafKind;
  /** The schema of the whole part, to parse in a unit test. */
  readonly schema: z.ZodType;
  /** A support staff route: only a staff member's request reaches its input. */
  readonly staffOnly: boolean;
}

/** The parts of zod's definitions this walk reads (zod 4's `_zod.def`). */
interface Definition {
  readonly type: string;
  readonly shape?: Readonly<Record<string, z.ZodType>>;
  readonly element?: z.ZodType;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly out?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly left?: z.ZodType;
  readonly right?: z.ZodType;
  readonly getter?: () => z.ZodType;
  readonly values?: readonly unknown[];
  readonly entries?: Readonly<Record<string, unknown>>;
}

const functionsDir = fileURLToPath(new URL('..', import.meta.url));

const definitionOf = (schema: z.ZodType): Definition =>
  (schema as unknown as { _zod: { def: Definition } })._zod.def;

/** Wrappers whose inner schema sees the same value. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'nonoptional',
  'readonly',
  'catch',
]);

/** Whether a leaf takes text: a string, or one of a few words (an enum, a string literal). */
const takesText = (definition: Definition): boolean => {
  if (definition.type === 'string' || definition.type === 'template_literal') return true;
  if (definition.type === 'enum')
    return Object.values(definition.entries ?? {}).some((v) => typeof v === 'string');
  if (definition.type === 'literal')
    return (definition.values ?? []).some((v) => typeof v === 'string');
  return false;
};

/**
 * Every text leaf a JSON value may carry to this schema. Unions count every option's fields; an
 * array counts its first element; a pipe is read at its input (what the client sends), or at its
 * output when its input is a preprocess (which takes anything).
 */
export const textLeaves = (
  schema: z.ZodType,
  path: FieldPath = [],
  seen: ReadonlySet<z.ZodType> = new Set(),
): TextLeaf[] => {
  if (seen.has(schema)) return [];
  const definition = definitionOf(schema);
  const inner = (next: z.ZodType, at: FieldPath = path) =>
    textLeaves(next, at, new Set(seen).add(schema));
  if (takesText(definition))
    return [{ path, kind: definition.type === 'string' ? 'text' : 'word' }];
  if (WRAPPERS.has(definition.type) && definition.innerType) return inner(definition.innerType);
  switch (definition.type) {
    case 'object':
      return Object.entries(definition.shape ?? {}).flatMap(([key, field]) =>
        inner(field, [...path, key]),
      );
    case 'array':
      return definition.element ? inner(definition.element, [...path, 0]) : [];
    case 'pipe': {
      const input = definition.in;
      if (!input) return [];
      return definitionOf(input).type === 'transform' && definition.out
        ? inner(definition.out)
        : inner(input);
    }
    case 'union':
      return uniqueLeaves((definition.options ?? []).flatMap((option) => inner(option)));
    case 'intersection':
      return uniqueLeaves([
        ...(definition.left ? inner(definition.left) : []),
        ...(definition.right ? inner(definition.right) : []),
      ]);
    case 'lazy':
      return definition.getter ? inner(definition.getter()) : [];
    default:
      return [];
  }
};

/** One leaf per path; where union options disagree, free text wins (it needs the maximum). */
const uniqueLeaves = (leaves: TextLeaf[]): TextLeaf[] => {
  const byPath = new Map<string, TextLeaf>();
  for (const leaf of leaves) {
    const key = JSON.stringify(leaf.path);
    if (byPath.get(key)?.kind !== 'text') byPath.set(key, leaf);
  }
  return [...byPath.values()];
};

/** The top-level keys of an object schema (through its wrappers and refinements). */
const topLevelKeys = (schema: z.ZodType): string[] => {
  const definition = definitionOf(schema);
  if (WRAPPERS.has(definition.type) && definition.innerType)
    return topLevelKeys(definition.innerType);
  if (definition.type === 'pipe' && definition.in) return topLevelKeys(definition.in);
  return definition.type === 'object' ? Object.keys(definition.shape ?? {}) : [];
};

/** Loads every endpoint group's handler module and returns its route implementations. */
export const loadRouteImplementations = async (): Promise<Map<string, GroupRoutes[string]>> => {
  const implementations = new Map<string, GroupRoutes[string]>();
  for (const entry of new Set(Object.values(httpHandlerEntries))) {
    const file = pathToFileURL(path.join(functionsDir, entry)).href;
    const module = (await import(/* @vite-ignore */ file)) as {
      handler: { routeImplementations?: GroupRoutes };
    };
    const groupRoutes = module.handler.routeImplementations;
    if (!groupRoutes) throw new Error(`${entry} does not carry its route implementations`);
    for (const [key, implementation] of Object.entries(groupRoutes))
      implementations.set(key, implementation);
  }
  return implementations;
};

/**
 * Every text field of every route. In the query string and the path every value is text on the
 * wire, numbers and flags included, so each of their keys counts; in the body, the text leaves.
 */
export const routeTextFields = async (): Promise<TextField[]> => {
  const implementations = await loadRouteImplementations();
  return routes.flatMap((route) => {
    const implementation = implementations.get(routeKey(route));
    if (!implementation) return [];
    const { body, query, params } = implementation;
    const staffOnly = implementation.staffOnly === true;
    const bodyFields = body
      ? textLeaves(body).map(({ path, kind }): TextField => ({
          route,
          part: 'body',
          path,
          errorKey: path.join('.') || '_',
          kind,
          schema: body,
          staffOnly,
        }))
      : [];
    return [
      ...bodyFields,
      ...wireFields(route, 'query', query, staffOnly),
      ...wireFields(route, 'path', params, staffOnly),
    ];
  });
};

/** The keys of a query string or a path: each is text on the wire, whatever it parses into. */
const wireFields = (
  route: RouteDefinition,
  part: 'query' | 'path',
  schema: z.ZodType | undefined,
  staffOnly: boolean,
): TextField[] => {
  if (!schema) return [];
  const leaves = new Map(textLeaves(schema).map((leaf) => [String(leaf.path[0]), leaf.kind]));
  return topLevelKeys(schema).map((key) => ({
    route,
    part,
    path: [key],
    errorKey: `${part}.${key}`,
    kind: leaves.get(key) ?? 'other',
    schema,
    staffOnly,
  }));
};

/** A value of the part's shape with `value` at the field's path and nothing else. */
export const valueAt = (path: FieldPath, value: unknown): unknown => {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const inner = valueAt(rest, value);
  if (typeof head === 'number') return [inner];
  return Object.fromEntries([[head, inner]]);
};
