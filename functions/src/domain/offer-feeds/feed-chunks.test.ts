import { describe, expect, it } from 'vitest';
import { CHUNK_MAX_BYTES, CHUNK_MAX_ROWS, chunkRows } from './feed-chunks';

const aRow = (line: number, url = `https://corner.example/p/${line}`) => ({
  line,
  productId: `product-${line}`,
  price: 9.99,
  shippingCost: 0,
  deliveryDays: 2,
  inStock: true,
  url,
});

describe('cutting accepted rows into chunks', () => {
  it('keeps every row once, in order, at most CHUNK_MAX_ROWS a chunk', () => {
    // Prepare
    const rows = Array.from({ length: 2 * CHUNK_MAX_ROWS + 3 }, (_, i) => aRow(i + 2));

    // Act
    const chunks = chunkRows(rows);

    // Assess
    expect(chunks.map((c) => c.length)).toEqual([CHUNK_MAX_ROWS, CHUNK_MAX_ROWS, 3]);
    expect(chunks.flat()).toEqual(rows);
  });

  it('cuts earlier when long links would take a chunk past its bytes', () => {
    // Prepare: rows of about 2 KB each, as a long product link makes them.
    const rows = Array.from({ length: 200 }, (_, i) =>
      aRow(i + 2, `https://corner.example/${'a'.repeat(2000)}`),
    );

    // Act
    const chunks = chunkRows(rows);

    // Assess
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks)
      expect(Buffer.byteLength(JSON.stringify(chunk))).toBeLessThanOrEqual(CHUNK_MAX_BYTES + 2);
    expect(chunks.flat()).toEqual(rows);
  });

  it('makes no chunk of no rows', () => {
    // Act / Assess
    expect(chunkRows([])).toEqual([]);
  });
});
