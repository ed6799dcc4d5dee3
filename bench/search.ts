/**
 * Search over the 25,000-product demo catalogue: a fixed set of realistic queries through the
 * search service the API uses (called directly, with its capacity meter), median and p95
 * latency and the read capacity each consumes; against a baseline measured in the same run: a
 * Scan of the table with a FilterExpression doing the same match, read to the end, as a search
 * without an index would have to. The index must be at least 20 times cheaper.
 *
 *   npm run bench -- search
 */
import { DescribeTableCommand, ScanCommand, type ScanCommandInput } from '@aws-sdk/client-dynamodb';
import type { SearchQueryInput } from '@shop-scanner/shared/products';
import { localDynamoDbClient } from '../local/src/dynamodb-table';
import { TABLE_NAME } from '../local/src/local-stack';
import { CATALOGUE_SIZE, openCatalogueStack } from './lib/catalogue-stack';
import { runIsolated } from './lib/isolated';
import { median, percentile, ratio, table } from './lib/stats';

const RUNS = 25;
const WARM_UP = 3;
/** A Scan's cost does not depend on its filter (every item read is paid): two queries suffice. */
const SCAN_BASELINE_QUERIES = 2;
const SCAN_SAMPLE_PAGES = 6;
const FULL_SCAN = process.env.BENCH_FULL_SCAN === '1';

interface BenchQuery {
  readonly label: string;
  readonly input: SearchQueryInput;
}

const queries: readonly BenchQuery[] = [
  { label: 'one word: "chocolate"', input: { query: 'chocolate' } },
  { label: 'prefix: "head"', input: { query: 'head' } },
  { label: 'two words: "wireless earbuds"', input: { query: 'wireless earbuds' } },
  { label: 'three words: "cast iron pan"', input: { query: 'cast iron pan' } },
  {
    label: '"coffee", Grocery, max $15, by price',
    input: { query: 'coffee', category: 'Grocery & Gourmet Food', maxPrice: 15, sort: 'price' },
  },
  {
    label: '"organic", $5-20, by price desc',
    input: { query: 'organic', minPrice: 5, maxPrice: 20, sort: 'price', direction: 'desc' },
  },
  {
    label: '"dog food", Pet Supplies, in stock',
    input: { query: 'dog food', category: 'Pet Supplies', inStock: 'true' },
  },
  { label: '"stainless steel", page 3', input: { query: 'stainless steel', page: 3 } },
  {
    label: 'no text: Electronics under $50, by price',
    input: { category: 'Electronics', maxPrice: 50, sort: 'price' },
  },
  {
    label: 'no text: in stock, $10-$20, by price',
    input: { inStock: 'true', minPrice: 10, maxPrice: 20, sort: 'price' },
  },
];

/** What a search without an index would do: read the whole table and filter each item. */
const scanInput = (input: SearchQueryInput): ScanCommandInput => {
  const conditions = ['entityType = :product'];
  const values: NonNullable<ScanCommandInput['ExpressionAttributeValues']> = {
    ':product': { S: 'Product' },
  };
  // Each word among the product's search tokens (a Scan cannot match a prefix of a list element,
  // so "head" finds fewer here; a Scan reads and pays for every item whatever its filter).
  const terms = (input.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  terms.forEach((term, i) => {
    conditions.push(`contains(searchTokens, :t${i})`);
    values[`:t${i}`] = { S: term };
  });
  if (input.category) {
    conditions.push('category = :category');
    values[':category'] = { S: input.category };
  }
  if (input.minPrice !== undefined) {
    conditions.push('averagePrice >= :min');
    values[':min'] = { N: String(input.minPrice) };
  }
  if (input.maxPrice !== undefined) {
    conditions.push('averagePrice <= :max');
    values[':max'] = { N: String(input.maxPrice) };
  }
  if (input.inStock === 'true') {
    conditions.push('inStockStores > :zero');
    values[':zero'] = { N: '0' };
  }
  return {
    TableName: TABLE_NAME,
    FilterExpression: conditions.join(' AND '),
    ExpressionAttributeValues: values,
    ReturnConsumedCapacity: 'TOTAL',
  };
};

/**
 * The Scan, page by page. DynamoDB Local needs several seconds per 1 MB page of this table, so a
 * whole-table Scan takes about half an hour: by default the first SCAN_SAMPLE_PAGES pages are
 * read and the whole Scan is extrapolated from them and the table's size (BENCH_FULL_SCAN=1 reads
 * it to the end instead).
 */
const scanBaseline = async (endpoint: string, input: SearchQueryInput, maxPages: number) => {
  const client = localDynamoDbClient(endpoint);
  const started = performance.now();
  let capacity = 0;
  let pages = 0;
  let ExclusiveStartKey: ScanCommandInput['ExclusiveStartKey'];
  do {
    const page = await client.send(new ScanCommand({ ...scanInput(input), ExclusiveStartKey }));
    capacity += page.ConsumedCapacity?.CapacityUnits ?? Number.NaN;
    pages += 1;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && pages < maxPages);
  client.destroy();
  return { ms: performance.now() - started, capacity, pages, complete: !ExclusiveStartKey };
};

/**
 * What DynamoDB charges to read the whole table once with eventually consistent reads: its size
 * in 4 KB read units, halved (a Scan adds up the sizes of the items it reads and rounds per page,
 * not per item, so this is the floor of its cost).
 */
const fullScanUnits = (tableBytes: number): number => Math.ceil(tableBytes / 4096) / 2;

const tableSize = async (endpoint: string) => {
  const client = localDynamoDbClient(endpoint);
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: TABLE_NAME }));
    return { bytes: Table?.TableSizeBytes ?? Number.NaN, items: Table?.ItemCount ?? Number.NaN };
  } finally {
    client.destroy();
  }
};

const ms = (value: number) => `${value.toFixed(1)} ms`;
const units = (value: number) => (Number.isNaN(value) ? 'n/a' : value.toFixed(1));

export const measureSearch = async (): Promise<string> => {
  const { stack, close } = await openCatalogueStack();
  try {
    // Imported only now: the data modules read the stack's environment at import.
    const { searchQuerySchema } = await import('@shop-scanner/shared/products');
    const { planSearch } = await import('../functions/src/domain/products/search-plan');
    const { searchCatalogue } = await import('../functions/src/domain/products/catalogue-service');
    const search = async (input: SearchQueryInput) => {
      let capacity = 0;
      const meter = { add: (u: number) => (capacity += u) };
      const result = await searchCatalogue(planSearch(searchQuerySchema.parse(input)), meter);
      return { result, capacity };
    };

    const rows: string[][] = [];
    const indexed: { latencies: number[]; capacity: number; total: number }[] = [];
    for (const { label, input } of queries) {
      for (let i = 0; i < WARM_UP; i += 1) await search(input);
      const latencies: number[] = [];
      let last = await search(input);
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        last = await search(input);
        latencies.push(performance.now() - started);
      }
      indexed.push({ latencies, capacity: last.capacity, total: last.result.total });
      rows.push([
        label,
        String(last.result.total),
        ms(median(latencies)),
        ms(percentile(latencies, 95)),
        units(last.capacity),
      ]);
    }

    console.error(table(['query', 'results', 'median', 'p95', 'read units'], rows));

    const endpoint = stack.emulators.dynamodbEndpoint;
    const size = await tableSize(endpoint);
    const wholeTable = fullScanUnits(size.bytes);
    const mb = size.bytes / 1024 / 1024;
    console.error(`baseline: Scans with the same filters (table: ${mb.toFixed(0)} MB)...`);
    const baselineRows: string[][] = [];
    const scanUnits: number[] = [];
    for (const [i, { label, input }] of queries.slice(0, SCAN_BASELINE_QUERIES).entries()) {
      const scan = await scanBaseline(endpoint, input, FULL_SCAN ? Infinity : SCAN_SAMPLE_PAGES);
      // A sampled Scan's figures scaled to the whole table (pages of 1 MB).
      const scale = scan.complete ? 1 : mb / scan.pages;
      const scanTotal = scan.complete ? scan.capacity : wholeTable;
      scanUnits.push(scanTotal);
      const index = indexed[i]!;
      baselineRows.push([
        label,
        `${((scan.ms * scale) / 1000).toFixed(0)} s${scan.complete ? '' : ' (extrapolated)'}`,
        `${(scan.capacity / scan.pages).toFixed(1)}`,
        scanTotal.toFixed(0),
        index.capacity.toFixed(1),
        `${(scanTotal / index.capacity).toFixed(0)}x`,
      ]);
    }
    const worstIndexCapacity = Math.max(...indexed.map((q) => q.capacity));
    const worstLabel = queries[indexed.findIndex((q) => q.capacity === worstIndexCapacity)]?.label;
    const scanCapacity = Math.min(...scanUnits);
    const cheaper = scanCapacity / worstIndexCapacity;
    return [
      `${CATALOGUE_SIZE.toLocaleString('en-US')} demo products; each query ${RUNS} times after ${WARM_UP} warm-up runs, ` +
        `through searchCatalogue (the service GET /api/products/search calls), read units as DynamoDB Local reports them (ConsumedCapacity):`,
      table(['query', 'results', 'median', 'p95', 'read units'], rows),
      '',
      `Baseline in the same run: a Scan with a FilterExpression doing the same match (each word among the search tokens, ` +
        `category, price, stock), over a table of ${size.items.toLocaleString('en-US')} items, ${mb.toFixed(0)} MB. ` +
        (FULL_SCAN
          ? 'Read to the end.'
          : `DynamoDB Local takes seconds per 1 MB page, so the Scan reads ${SCAN_SAMPLE_PAGES} pages (their units per page as reported) ` +
            'and its whole cost is the table size in 4 KB units, halved for eventually consistent reads (what DynamoDB charges a Scan; ' +
            'BENCH_FULL_SCAN=1 reads to the end).'),
      table(
        ['query', 'scan time', 'units/page', 'scan units', 'index units', 'cheaper'],
        baselineRows,
      ),
      `Costliest indexed query (${worstLabel}) ${worstIndexCapacity.toFixed(1)} read units against ${scanCapacity.toFixed(0)} for the Scan: ` +
        `${ratio(scanCapacity, worstIndexCapacity)} cheaper. Target: at least 20x. ${cheaper >= 20 ? 'Met.' : 'NOT met.'}`,
    ].join('\n');
  } finally {
    await close();
  }
};

export const benchSearch = (): Promise<string> => runIsolated('bench/search.ts', 'measureSearch');
