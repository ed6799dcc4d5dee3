/** Cutting a sequence into groups that respect a count and a size limit (pure). */

/** DynamoDB's transaction limits are 100 items and 4 MB; sizes are estimated from JSON. */
export const MAX_ITEMS_PER_TRANSACTION = 100;
export const MAX_BYTES_PER_TRANSACTION = 3_000_000;

/**
 * Consecutive groups of at most `maxItems` entries and, by `sizeOf`, `maxBytes` (a transaction's
 * items by default; an entry larger than that alone makes a group of one).
 */
export function* boundedGroups<T>(
  entries: Iterable<T>,
  sizeOf: (entry: T) => number,
  maxItems = MAX_ITEMS_PER_TRANSACTION,
  maxBytes = MAX_BYTES_PER_TRANSACTION,
): Generator<T[]> {
  let group: T[] = [];
  let bytes = 0;
  for (const entry of entries) {
    const size = sizeOf(entry);
    if (group.length === maxItems || (group.length > 0 && bytes + size > maxBytes)) {
      yield group;
      group = [];
      bytes = 0;
    }
    group.push(entry);
    bytes += size;
  }
  if (group.length > 0) yield group;
}
