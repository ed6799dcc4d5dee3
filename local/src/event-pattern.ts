/**
 * EventBridge event pattern matching: the subset the project's rules use and a bit more
 * (exact values, nested objects, prefix, suffix, anything-but, exists, numeric,
 * equals-ignore-case). Pure; the in-process bus uses it to route PutEvents entries to consumers.
 */

export type EventPattern = { readonly [key: string]: unknown };

type Scalar = string | number | boolean | null;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const compareNumeric = (value: number, ops: readonly unknown[]): boolean => {
  for (let i = 0; i + 1 < ops.length; i += 2) {
    const op = ops[i];
    const bound = ops[i + 1];
    if (typeof bound !== 'number') return false;
    const ok =
      op === '='
        ? value === bound
        : op === '<'
          ? value < bound
          : op === '<='
            ? value <= bound
            : op === '>'
              ? value > bound
              : op === '>='
                ? value >= bound
                : false;
    if (!ok) return false;
  }
  return true;
};

/** One matcher (an element of a pattern array) against one scalar value. */
const matchesOne = (matcher: unknown, value: Scalar): boolean => {
  if (!isObject(matcher)) return matcher === value;
  if ('prefix' in matcher) {
    return (
      typeof value === 'string' &&
      typeof matcher.prefix === 'string' &&
      value.startsWith(matcher.prefix)
    );
  }
  if ('suffix' in matcher) {
    return (
      typeof value === 'string' &&
      typeof matcher.suffix === 'string' &&
      value.endsWith(matcher.suffix)
    );
  }
  if ('equals-ignore-case' in matcher) {
    const expected = matcher['equals-ignore-case'];
    return (
      typeof value === 'string' &&
      typeof expected === 'string' &&
      value.toLowerCase() === expected.toLowerCase()
    );
  }
  if ('anything-but' in matcher) {
    const excluded = matcher['anything-but'];
    if (Array.isArray(excluded)) return !excluded.some((e) => matchesOne(e, value));
    return !matchesOne(excluded, value);
  }
  if ('numeric' in matcher) {
    return (
      typeof value === 'number' &&
      Array.isArray(matcher.numeric) &&
      compareNumeric(value, matcher.numeric)
    );
  }
  return false;
};

/** A pattern array against a field that may be missing, a scalar, or an array of scalars. */
const matchesField = (matchers: readonly unknown[], present: boolean, value: unknown): boolean => {
  for (const matcher of matchers) {
    if (isObject(matcher) && 'exists' in matcher) {
      // `exists` only concerns leaf values: an object is not a value EventBridge can match.
      if ((matcher.exists === true) === (present && !isObject(value))) return true;
      continue;
    }
    if (!present) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((v) => !isObject(v) && !Array.isArray(v) && matchesOne(matcher, v as Scalar))) {
      return true;
    }
  }
  return false;
};

export const matchesPattern = (pattern: EventPattern, event: unknown): boolean => {
  if (!isObject(event)) return false;
  return Object.entries(pattern).every(([key, expected]) => {
    const present = Object.hasOwn(event, key);
    const value = event[key];
    if (Array.isArray(expected)) return matchesField(expected, present, value);
    if (isObject(expected)) return present && isObject(value) && matchesPattern(expected, value);
    // A bare scalar is not a valid pattern leaf in EventBridge; never matches.
    return false;
  });
};
