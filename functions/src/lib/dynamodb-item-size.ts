/**
 * The size of an item as DynamoDB counts it against its 400 KB item limit and its capacity units
 * (developer guide, "DynamoDB item sizes and formats"): every attribute's name plus its value, in
 * UTF-8 bytes; a number one byte per two significant digits plus one; a boolean or null one byte;
 * a list or map 3 bytes plus its elements, each element one byte more (a map's also its name); a
 * set the sum of its elements; binary its raw length.
 *
 * It measures the document form lib-dynamodb writes (strings, numbers, booleans, null, arrays,
 * plain objects, Sets, Uint8Arrays), which marshals one to one into DynamoDB's types, so a budget
 * test, the integration test and the benchmark all measure what the table stores. Undefined values
 * are left out, as the client does (removeUndefinedValues).
 */

const utf8Bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

/** Significant digits of a number as the client sends it (String(n)): zeros at either end trimmed. */
const significantDigits = (n: number | bigint): number => {
  const [mantissa = ''] = String(n).replace('-', '').split(/e/i);
  return mantissa.replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length;
};

export const numberSize = (n: number | bigint): number => Math.ceil(significantDigits(n) / 2) + 1;

/** Nested lists and maps: 3 bytes, plus one byte per element. */
const CONTAINER_BYTES = 3;
const ELEMENT_BYTES = 1;

export const attributeValueSize = (value: unknown): number => {
  if (typeof value === 'string') return utf8Bytes(value);
  if (typeof value === 'number' || typeof value === 'bigint') return numberSize(value);
  if (typeof value === 'boolean' || value === null) return 1;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Set) {
    let size = 0;
    for (const element of value as Set<unknown>) size += attributeValueSize(element);
    return size;
  }
  if (Array.isArray(value)) {
    return value.reduce<number>(
      (size, element) =>
        element === undefined ? size : size + ELEMENT_BYTES + attributeValueSize(element),
      CONTAINER_BYTES,
    );
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).reduce(
      (size, [name, element]) =>
        element === undefined
          ? size
          : size + ELEMENT_BYTES + utf8Bytes(name) + attributeValueSize(element),
      CONTAINER_BYTES,
    );
  }
  throw new TypeError(`DynamoDB stores no ${typeof value}`);
};

/** The whole item: its top-level attributes' names and values (no per-attribute overhead). */
export const itemSize = (item: Readonly<Record<string, unknown>>): number =>
  Object.entries(item).reduce(
    (size, [name, value]) =>
      value === undefined ? size : size + utf8Bytes(name) + attributeValueSize(value),
    0,
  );
