/**
 * How the search index packs what it holds into item attributes.
 *
 * Entries (the bulk of it: every chunk of every list and posting) are Binary, a fixed 16-byte
 * layout and the id, about 20 bytes for a demo product: DynamoDB charges a binary attribute its
 * raw length, and a search reads as many entries as its rarest word finds, so their size is what
 * a text search's cost grows with. A list of maps would spell every attribute name in every entry
 * and cost several times the bytes; one attribute is also what DynamoDB Local reads fastest.
 *
 *   u32 price in cents (0xffffffff: none)   u8 in-stock stores (at most 127) * 2 + verified
 *   u8 category (its place in the fixed list; 255: spelled out after the id)
 *   u24 rank   u48 createdAt in ms   u8 authenticity (255: none)   the id
 * An id `demo-<base 36 number>` (the demo catalogue's) is 0xff and the number in a u24; any other
 * is its UTF-8 length in a u8 and its bytes. Names (the catalogue-wide name list) follow as a u16
 * length and UTF-8.
 *
 * The rest (chunk rows, first names, name matching's names, token counts) is small text, one
 * line each, fields split by tabs, numbers in base 36; text fields escaped (backslash, tab,
 * newline), so any name or id survives the trip.
 */
import { productCategories, type SearchSortField } from '@shop-scanner/shared/products';
import type { ChunkRow } from '../model/products/search-chunks';
import type { IndexEntry, OrderKey, OrderValue } from '../model/products/search-entry';
import type { NameKey, RankedName } from '../model/products/search-placement';

const escapes: Readonly<Record<string, string>> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n' };
const unescapes: Readonly<Record<string, string>> = { '\\': '\\', t: '\t', n: '\n' };

export const escapeText = (text: string): string => text.replace(/[\\\t\n]/g, (c) => escapes[c]!);
export const unescapeText = (text: string): string =>
  text.includes('\\') ? text.replace(/\\(.)/g, (_, c: string) => unescapes[c] ?? c) : text;

const num = (n: number): string => n.toString(36);
const parseNum = (text: string): number => parseInt(text, 36);
const optional = (n: number | null): string => (n === null ? '' : num(n));
const parseOptional = (text: string): number | null => (text === '' ? null : parseNum(text));
/** Prices are whole cents (offerFigures rounds the average): the cents are stored. */
const toCents = (price: number | null): number | null =>
  price === null ? null : Math.round(price * 100);
const cents = (price: number | null): string => optional(toCents(price));
const parseCents = (text: string): number | null => {
  const value = parseOptional(text);
  return value === null ? null : value / 100;
};

/**
 * A category as its place in the fixed list (one character), anything else spelled out
 * URI-encoded (no tab, comma or colon: it also stands in keys and in token counts).
 */
export const categoryCode = (category: string): string => {
  const i = productCategories.indexOf(category as (typeof productCategories)[number]);
  return i >= 0 ? num(i) : `~${encodeURIComponent(category)}`;
};
export const categoryOfCode = (code: string): string =>
  code.startsWith('~') ? decodeURIComponent(code.slice(1)) : productCategories[parseNum(code)]!;

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

/** Bytes appended to a buffer that grows as needed. */
class ByteWriter {
  private buffer = new Uint8Array(4096);
  private length = 0;

  private room(n: number): number {
    if (this.length + n > this.buffer.length) {
      const bigger = new Uint8Array(Math.max(this.buffer.length * 2, this.length + n));
      bigger.set(this.buffer.subarray(0, this.length));
      this.buffer = bigger;
    }
    const at = this.length;
    this.length += n;
    return at;
  }

  /** An unsigned integer of `bytes` bytes, big-endian. */
  uint(value: number, bytes: number): void {
    if (!Number.isInteger(value) || value < 0 || value >= 2 ** (8 * bytes))
      throw new RangeError(`${value} does not fit ${bytes} bytes of the search index`);
    const at = this.room(bytes);
    for (let i = bytes - 1, v = value; i >= 0; i -= 1, v = Math.floor(v / 256))
      this.buffer[at + i] = v % 256;
  }

  text(value: string, lengthBytes: number): void {
    const bytes = utf8.encode(value);
    this.uint(bytes.length, lengthBytes);
    const at = this.room(bytes.length);
    this.buffer.set(bytes, at);
  }

  bytes(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}

class ByteReader {
  private at = 0;
  constructor(private readonly buffer: Uint8Array) {}

  get done(): boolean {
    return this.at >= this.buffer.length;
  }

  uint(bytes: number): number {
    let value = 0;
    for (let i = 0; i < bytes; i += 1) value = value * 256 + this.buffer[this.at + i]!;
    this.at += bytes;
    return value;
  }

  text(length: number): string {
    const value = fromUtf8.decode(this.buffer.subarray(this.at, this.at + length));
    this.at += length;
    return value;
  }
}

const NONE_8 = 0xff;
const NONE_32 = 0xffffffff;
const SPELLED_OUT = 0xff;
const DEMO_ID = 0xff;
const demoNumber = (id: string): number | undefined => {
  const match = /^demo-([0-9a-z]{4,5})$/.exec(id);
  if (!match) return undefined;
  const n = parseInt(match[1]!, 36);
  // Only where the number spells the id back exactly (its padding included).
  return n < 2 ** 24 && `demo-${n.toString(36).padStart(4, '0')}` === id ? n : undefined;
};

const writeId = (w: ByteWriter, id: string): void => {
  const demo = demoNumber(id);
  if (demo !== undefined) {
    w.uint(DEMO_ID, 1);
    w.uint(demo, 3);
  } else {
    if (utf8.encode(id).length >= DEMO_ID) throw new RangeError(`The id ${id} is too long`);
    w.text(id, 1);
  }
};

const readId = (r: ByteReader): string => {
  const tag = r.uint(1);
  return tag === DEMO_ID ? `demo-${r.uint(3).toString(36).padStart(4, '0')}` : r.text(tag);
};

const writeEntry = (w: ByteWriter, e: IndexEntry): void => {
  const category = productCategories.indexOf(e.category as (typeof productCategories)[number]);
  w.uint(toCents(e.averagePrice) ?? NONE_32, 4);
  w.uint(Math.min(e.inStockStores, 127) * 2 + (e.verified ? 1 : 0), 1);
  w.uint(category >= 0 ? category : SPELLED_OUT, 1);
  w.uint(e.rank, 3);
  w.uint(e.createdMs, 6);
  w.uint(e.authenticityScore ?? NONE_8, 1);
  writeId(w, e.id);
  if (category < 0) w.text(e.category, 1);
};

const readEntry = (r: ByteReader): IndexEntry => {
  const price = r.uint(4);
  const stock = r.uint(1);
  const category = r.uint(1);
  const rank = r.uint(3);
  const createdMs = r.uint(6);
  const authenticity = r.uint(1);
  const id = readId(r);
  return {
    id,
    averagePrice: price === NONE_32 ? null : price / 100,
    inStockStores: stock >> 1,
    verified: (stock & 1) === 1,
    category: category === SPELLED_OUT ? r.text(r.uint(1)) : productCategories[category]!,
    rank,
    createdMs,
    authenticityScore: authenticity === NONE_8 ? null : authenticity,
  };
};

const readAll = <T>(bytes: Uint8Array | undefined, read: (r: ByteReader) => T): T[] => {
  if (bytes === undefined) return [];
  const reader = new ByteReader(bytes);
  const out: T[] = [];
  while (!reader.done) out.push(read(reader));
  return out;
};

export const encodeEntries = (entries: readonly IndexEntry[]): Uint8Array => {
  const w = new ByteWriter();
  for (const e of entries) writeEntry(w, e);
  return w.bytes();
};
export const decodeEntries = (bytes: Uint8Array | undefined): IndexEntry[] =>
  readAll(bytes, readEntry);
export const encodeEntry = (e: IndexEntry): Uint8Array => encodeEntries([e]);
export const decodeEntry = (bytes: Uint8Array): IndexEntry => decodeEntries(bytes)[0]!;

/** Entries with their names: the catalogue-wide name list, which places products by name. */
export const encodeNamedEntries = (entries: readonly (IndexEntry & NameKey)[]): Uint8Array => {
  const w = new ByteWriter();
  for (const e of entries) {
    writeEntry(w, e);
    w.text(e.name, 2);
  }
  return w.bytes();
};
export const decodeNamedEntries = (bytes: Uint8Array | undefined): (IndexEntry & RankedName)[] =>
  readAll(bytes, (r) => {
    const entry = readEntry(r);
    return { ...entry, name: r.text(r.uint(2)) };
  });

export const encodeIds = (ids: readonly string[]): Uint8Array => {
  const w = new ByteWriter();
  for (const id of ids) writeId(w, id);
  return w.bytes();
};
export const decodeIds = (bytes: Uint8Array | undefined): string[] => readAll(bytes, readId);

const lines = (text: string | undefined): string[] =>
  text === undefined || text === '' ? [] : text.split('\n');

/** A sort value as its list stores it: prices in cents, the others whole numbers already. */
const encodeValue = (field: SearchSortField, value: OrderValue): string =>
  field === 'price' ? cents(value) : optional(value);
const decodeValue = (field: SearchSortField, text: string): OrderValue =>
  field === 'price' ? parseCents(text) : parseOptional(text);

const encodeKey = (field: SearchSortField, k: OrderKey) =>
  `${encodeValue(field, k.value)}\t${escapeText(k.id)}`;

export const encodeRows = (field: SearchSortField, rows: readonly ChunkRow[]): string =>
  rows
    .map((r) => [encodeKey(field, r.lo), encodeKey(field, r.hi), ...r.cells.map(num)].join('\t'))
    .join('\n');
export const decodeRows = (field: SearchSortField, text: string | undefined): ChunkRow[] =>
  lines(text).map((line) => {
    const f = line.split('\t');
    return {
      lo: { value: decodeValue(field, f[0]!), id: unescapeText(f[1]!) },
      hi: { value: decodeValue(field, f[2]!), id: unescapeText(f[3]!) },
      cells: f.slice(4).map(parseNum),
    };
  });

export const encodeNameKeys = (keys: readonly NameKey[]): string =>
  keys.map((k) => `${escapeText(k.name)}\t${escapeText(k.id)}`).join('\n');
export const decodeNameKeys = (text: string | undefined): NameKey[] =>
  lines(text).map((line) => {
    const [name = '', id = ''] = line.split('\t');
    return { name: unescapeText(name), id: unescapeText(id) };
  });

/** Words, one a line (they are letters and digits only). */
export const encodeWords = (words: readonly string[]): string => words.join('\n');
export const decodeWords = (text: string | undefined): string[] => lines(text);

/** What name matching (cross-platform search) reads of a product found by a word. */
export interface NamedProduct {
  readonly id: string;
  readonly name: string;
  readonly brand?: string;
  readonly category: string;
}

export const encodeNamedProducts = (products: readonly NamedProduct[]): string =>
  products
    .map((p) =>
      [
        escapeText(p.id),
        escapeText(p.name),
        escapeText(p.brand ?? ''),
        categoryCode(p.category),
      ].join('\t'),
    )
    .join('\n');
export const decodeNamedProducts = (text: string | undefined): NamedProduct[] =>
  lines(text).map((line) => {
    const [id = '', name = '', brand = '', category = ''] = line.split('\t');
    return {
      id: unescapeText(id),
      name: unescapeText(name),
      ...(brand ? { brand: unescapeText(brand) } : {}),
      category: categoryOfCode(category),
    };
  });

/** Products per token and category code (token \t code:count,code:count). */
export type TokenCounts = ReadonlyMap<string, ReadonlyMap<string, number>>;

export const encodeTokenCounts = (counts: TokenCounts): string =>
  [...counts]
    .map(([token, byCategory]) =>
      [token, [...byCategory].map(([code, n]) => `${code}:${num(n)}`).join(',')].join('\t'),
    )
    .join('\n');
export const decodeTokenCounts = (text: string | undefined): TokenCounts =>
  new Map(
    lines(text).map((line) => {
      const [token = '', pairs = ''] = line.split('\t');
      return [
        token,
        new Map(
          pairs
            .split(',')
            .filter(Boolean)
            .map((pair) => {
              const at = pair.lastIndexOf(':');
              return [pair.slice(0, at), parseNum(pair.slice(at + 1))] as const;
            }),
        ),
      ];
    }),
  );
