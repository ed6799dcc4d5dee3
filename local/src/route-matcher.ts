/**
 * API Gateway HTTP API route selection, as a pure function over the shared route table.
 * Selection considers the method first and then the most specific path (a literal segment
 * beats a `{param}` segment), exactly like API Gateway: `PUT /api/products/search` selects
 * `PUT /api/products/{id}` with id = "search".
 */

export interface RoutePattern {
  readonly method: string;
  readonly path: string;
}

export type RouteMatch<R extends RoutePattern> =
  | { readonly kind: 'matched'; readonly route: R; readonly pathParameters: Record<string, string> }
  | { readonly kind: 'method-not-allowed'; readonly allow: readonly string[] }
  | { readonly kind: 'not-found' };

interface CompiledRoute<R> {
  readonly route: R;
  readonly segments: readonly { readonly literal?: string; readonly param?: string }[];
}

const splitPath = (path: string): string[] => path.split('/').slice(1);

const compile = <R extends RoutePattern>(route: R): CompiledRoute<R> => ({
  route,
  segments: splitPath(route.path).map((segment) => {
    const param = /^\{([^{}+]+)\}$/.exec(segment)?.[1];
    return param ? { param } : { literal: segment };
  }),
});

const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as sent rather than failing the whole request.
    return segment;
  }
};

/** Params (or null when the path does not fit) for one route. */
const matchSegments = (
  compiled: CompiledRoute<RoutePattern>,
  pathSegments: readonly string[],
): Record<string, string> | null => {
  if (compiled.segments.length !== pathSegments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of compiled.segments.entries()) {
    const actual = pathSegments[index] ?? '';
    if (segment.param !== undefined) {
      if (actual === '') return null;
      params[segment.param] = decodeSegment(actual);
    } else if (segment.literal !== actual) {
      return null;
    }
  }
  return params;
};

/** Negative when a is more specific than b: the first differing segment decides, literal first. */
const bySpecificity = (a: CompiledRoute<RoutePattern>, b: CompiledRoute<RoutePattern>): number => {
  for (const [index, segment] of a.segments.entries()) {
    const other = b.segments[index];
    const aLiteral = segment.literal !== undefined;
    const bLiteral = other?.literal !== undefined;
    if (aLiteral !== bLiteral) return aLiteral ? -1 : 1;
  }
  return 0;
};

export const createRouteMatcher = <R extends RoutePattern>(routes: readonly R[]) => {
  const compiled = routes.map(compile).sort(bySpecificity);

  return (method: string, path: string): RouteMatch<R> => {
    const pathSegments = splitPath(path);
    const fitting = compiled
      .map((c) => ({ c, params: matchSegments(c, pathSegments) }))
      .filter(
        (m): m is { c: CompiledRoute<R>; params: Record<string, string> } => m.params !== null,
      );
    if (fitting.length === 0) return { kind: 'not-found' };

    const upper = method.toUpperCase();
    const selected = fitting.find((m) => m.c.route.method === upper);
    if (selected) {
      return { kind: 'matched', route: selected.c.route, pathParameters: selected.params };
    }
    const allow = [...new Set(fitting.map((m) => m.c.route.method))].sort();
    return { kind: 'method-not-allowed', allow };
  };
};
