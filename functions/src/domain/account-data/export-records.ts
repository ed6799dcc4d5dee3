/**
 * How a stored item reads in the user's export: what it says, without the table's own machinery
 * (keys, index keys, the entity tag, version counters), with its expiry as a date a person reads,
 * and without secrets (a push subscription's keys) or more of an address than identifies it.
 */
import { ttlAttribute } from '../../data/table-definition';

type Item = Readonly<Record<string, unknown>>;

/** The table's own attributes: how an item is found and kept consistent, not what it says. */
const machinery = /^(pk|sk|gsi\d+pk|gsi\d+sk|entityType|version|watchRev|historyVersion)$/;

/** The item's own fields; `expiresAt` (epoch seconds) becomes `keptUntil` (an ISO instant). */
export const recordOf = (item: Item): Record<string, unknown> => {
  const record: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) {
    if (machinery.test(name)) continue;
    if (name === ttlAttribute && typeof value === 'number') {
      record.keptUntil = new Date(value * 1000).toISOString();
      continue;
    }
    record[name] = value;
  }
  return record;
};

/** Characters of an endpoint's path kept: enough to tell two devices apart, never the whole. */
const ENDPOINT_PATH_KEPT = 8;

/**
 * A push endpoint, shortened: its push service's origin and the first characters of its path.
 * The whole endpoint is a bearer address (whoever holds it, with the keys, can push to the
 * device), so a file the shopper may send anywhere does not carry it.
 */
export const shortEndpoint = (endpoint: string): string => {
  try {
    const url = new URL(endpoint);
    const path = url.pathname.slice(0, ENDPOINT_PATH_KEPT + 1);
    return `${url.origin}${path}…`;
  } catch {
    return `${endpoint.slice(0, ENDPOINT_PATH_KEPT)}…`;
  }
};

/** Items whose sort key starts with one of the prefixes. */
export const withPrefix = (items: readonly Item[], ...prefixes: readonly string[]): Item[] =>
  items.filter((item) => prefixes.some((p) => String(item.sk).startsWith(p)));
