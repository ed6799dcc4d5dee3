/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracket notation, as the
 * SDK (`items[0][price]=…`, `expand[0]=…`) and Stripe.js (`expand[]=…`) write it, parsed into
 * nested plain objects and arrays. Values stay strings: each endpoint's schema coerces them.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** Keys that would reach Object.prototype if written into a plain object. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

export class FormParseError extends Error {
  constructor(
    message: string,
    readonly param: string,
  ) {
    super(message);
  }
}

/** `a[b][0][]` → ['a', 'b', '0', ''] */
export const splitKey = (key: string): string[] => {
  const open = key.indexOf('[');
  if (open < 0) return [key];
  const parts = [key.slice(0, open)];
  const pattern = /\[([^[\]]*)\]/gy;
  pattern.lastIndex = open;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(key)) !== null) {
    parts.push(match[1] ?? '');
    if (pattern.lastIndex === key.length) return parts;
  }
  throw new FormParseError(`Invalid parameter name: ${key}`, key);
};

const isIndex = (part: string): boolean => part === '' || /^\d+$/.test(part);

const newContainer = (nextPart: string): FormValue => (isIndex(nextPart) ? [] : {});

/** Writes one key's value into `target`, creating containers along the way. */
const assign = (target: FormObject, key: string, value: string): void => {
  const parts = splitKey(key);
  if (parts.some((p) => forbiddenKeys.has(p))) {
    throw new FormParseError(`Received unknown parameter: ${key}`, key);
  }
  let container: FormValue = target;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] as string;
    const last = i === parts.length - 1;
    const next = last ? value : newContainer(parts[i + 1] as string);
    if (Array.isArray(container)) {
      if (!isIndex(part)) throw new FormParseError(`Invalid array: ${key}`, key);
      // `x[]` appends; `x[3]` sets that position (the SDK numbers them in order).
      const index: number = part === '' ? container.length : Number(part);
      if (index > container.length) throw new FormParseError(`Invalid array index: ${key}`, key);
      if (last) container[index] = next;
      else container = container[index] ??= next;
    } else if (typeof container === 'object') {
      if (part === '') throw new FormParseError(`Invalid parameter name: ${key}`, key);
      const existing: FormValue | undefined = Object.hasOwn(container, part)
        ? container[part]
        : undefined;
      if (last) {
        container[part] = next;
      } else if (existing !== undefined && typeof existing === 'object') {
        container = existing;
      } else {
        container[part] = next;
        container = next;
      }
    } else {
      throw new FormParseError(`Invalid parameter: ${key}`, key);
    }
  }
};

/** Parses a query string or form body (`+` is a space, as in forms). */
export const parseForm = (text: string): FormObject => {
  const result: FormObject = {};
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawKey = eq < 0 ? pair : pair.slice(0, eq);
    const rawValue = eq < 0 ? '' : pair.slice(eq + 1);
    const decode = (s: string) => {
      try {
        return decodeURIComponent(s.replace(/\+/g, ' '));
      } catch {
        throw new FormParseError(`Invalid encoding in parameter ${rawKey}`, rawKey);
      }
    };
    assign(result, decode(rawKey), decode(rawValue));
  }
  return result;
};

/** The inverse, for the stand-in's own pages and tests: `{a:{b:['x']}}` → `a[b][0]=x`. */
export const encodeForm = (data: Record<string, unknown>): string => {
  const pairs: string[] = [];
  const walk = (key: string, value: unknown): void => {
    if (value === undefined) return;
    if (value === null || typeof value !== 'object') {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value ?? ''))}`);
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => walk(`${key}[${i}]`, v));
    } else {
      for (const [k, v] of Object.entries(value)) walk(`${key}[${k}]`, v);
    }
  };
  for (const [k, v] of Object.entries(data)) walk(k, v);
  return pairs.join('&');
};

/** A parameter path as Stripe names it in errors: ['items', 0, 'price'] → `items[0][price]`. */
export const paramName = (path: readonly PropertyKey[]): string =>
  path.map((p, i) => (i === 0 ? String(p) : `[${String(p)}]`)).join('');
