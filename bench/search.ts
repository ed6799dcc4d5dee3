/**
 * Search over the demo catalogue, at 25,000 products and at 100,000 (the generator's size
 * setting): a fixed set of realistic queries through the search service the API uses (called
 * directly, with its capacity meter), median and p95 latency and the read capacity each consumes;
 * against a baseline measured in the same run: a Scan of the table with a FilterExpression doing
 * the same match, as a search without an index would have to. Then each query's cost at 100,000
 * products against its cost at 25,000: the index's design must hold as the catalogue grows.
 * Targets: every query under 100 ms p95, at least 100 times cheaper than the Scan,
 * and at most 1.5 times the time and read units at four times the catalogue.
 *
 *   npm run bench -- search
 *   BENCH_SEARCH_SIZES=25000 npm run bench -- search        one size only
 *   BENCH_SEARCH_DATA=.tmp/search npm run bench -- search   keep the loaded catalogues there
 *                                                           between runs (loading 100,000 products
 *                                                           takes about 7 minutes)
 * Each size runs in a child process of its own (runIsolated), on a catalogue folder of its own,
 * in BENCH_SEARCH_PASSES passes (2 by default) in ABBA order, their runs pooled: the machine's
 * other work changes during a run, and two sizes measured minutes apart would compare that.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { DescribeTableCommand, ScanCommand, type ScanCommandInput } from '@aws-sdk/client-dynamodb';
import type { SearchQueryInput } from '@shop-scanner/shared/products';
import { localDynamoDbClient } from '../local/src/dynamodb-table';
import { TABLE_NAME } from '../local/src/local-stack';
import { CATALOGUE_SIZE, openCatalogueStack } from './lib/catalogue-stack';
import { runFolder, runIsolated } from './lib/isolated';
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
const count = (n: number) => n.toLocaleString('en-US');

interface QueryFigures {
  readonly label: string;
  readonly results: number;
  /** Every timed run's latency (passes pooled by the parent). */
  readonly latencies: readonly number[];
  readonly units: number;
}

interface ScanSample {
  readonly label: string;
  /** The whole Scan's time, extrapolated from the pages read unless it read to the end. */
  readonly seconds: number;
  readonly unitsPerPage: number;
  readonly complete: boolean;
}

/** One size's figures, as the child measures them (JSON between the processes). */
interface SizeFigures {
  readonly size: number;
  readonly items: number;
  readonly tableMb: number;
  /** What a Scan of the table costs, whatever its filter. */
  readonly scanUnits: number;
  /** The Scan baseline, measured in one pass of each size only. */
  readonly scans: readonly ScanSample[];
  readonly queries: readonly QueryFigures[];
  /** The machine's 1-minute load average before and after the timed queries, per pass. */
  readonly load: readonly (readonly [number, number])[];
}

/** The child's part: the queries and the Scan at this process's catalogue size (JSON). */
export const measureSearch = async (): Promise<string> => {
  const { stack, close } = await openCatalogueStack();
  try {
    // Imported only now: the data modules read the stack's environment at import.
    const { searchQuerySchema } = await import('@shop-scanner/shared/products');
    const { planSearch } = await import('../functions/src/domain/products/search-plan');
    const { searchCatalogue } = await import('../functions/src/domain/products/catalogue-search');
    const search = async (input: SearchQueryInput) => {
      let capacity = 0;
      const meter = { add: (u: number) => (capacity += u) };
      const result = await searchCatalogue(planSearch(searchQuerySchema.parse(input)), meter);
      return { result, capacity };
    };

    const loadBefore = loadavg()[0]!;
    const figures: QueryFigures[] = [];
    for (const { label, input } of queries) {
      for (let i = 0; i < WARM_UP; i += 1) await search(input);
      const latencies: number[] = [];
      let last = await search(input);
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        last = await search(input);
        latencies.push(performance.now() - started);
      }
      figures.push({ label, results: last.result.total, latencies, units: last.capacity });
      console.error(`  ${label}: ${ms(median(latencies))} median, ${last.capacity} units`);
    }
    const loadAfter = loadavg()[0]!;

    const endpoint = stack.emulators.dynamodbEndpoint;
    const size = await tableSize(endpoint);
    const mb = size.bytes / 1024 / 1024;
    const scans: ScanSample[] = [];
    // Measured once per size: a later pass of the same table would read the same pages again.
    const scanned = process.env.BENCH_SEARCH_SCAN === '0' ? [] : queries;
    if (scanned.length > 0)
      console.error(`baseline: Scans with the same filters (table: ${mb.toFixed(0)} MB)...`);
    for (const { label, input } of scanned.slice(0, SCAN_BASELINE_QUERIES)) {
      const scan = await scanBaseline(endpoint, input, FULL_SCAN ? Infinity : SCAN_SAMPLE_PAGES);
      // A sampled Scan's time scaled to the whole table (pages of 1 MB).
      const scale = scan.complete ? 1 : mb / scan.pages;
      scans.push({
        label,
        seconds: (scan.ms * scale) / 1000,
        unitsPerPage: scan.capacity / scan.pages,
        complete: scan.complete,
      });
    }
    const report: SizeFigures = {
      size: CATALOGUE_SIZE,
      items: size.items,
      tableMb: mb,
      scanUnits: fullScanUnits(size.bytes),
      scans,
      queries: figures,
      load: [[loadBefore, loadAfter]],
    };
    return JSON.stringify(report);
  } finally {
    await close();
  }
};

const medianOf = (q: QueryFigures) => median(q.latencies);
const p95Of = (q: QueryFigures) => percentile(q.latencies, 95);

const sizeTable = (f: SizeFigures): string =>
  table(
    ['query', 'results', 'median', 'p95', 'read units', 'cheaper than a Scan'],
    f.queries.map((q) => [
      q.label,
      count(q.results),
      ms(medianOf(q)),
      ms(p95Of(q)),
      q.units.toFixed(1),
      `${Math.round(f.scanUnits / q.units).toLocaleString('en-US')}x`,
    ]),
  );

const sizeSection = (f: SizeFigures): string => {
  const slowest = Math.max(...f.queries.map(p95Of));
  const costliest = f.queries.reduce((a, b) => (b.units > a.units ? b : a));
  const cheaper = f.scanUnits / costliest.units;
  return [
    `### ${count(f.size)} products`,
    '',
    `Table: ${count(f.items)} items, ${f.tableMb.toFixed(0)} MB; a Scan of it costs ${count(Math.round(f.scanUnits))} read units ` +
      `whatever its filter. ${f.queries[0]?.latencies.length ?? 0} timed runs a query over ${f.load.length} pass(es); ` +
      `load average (1 min) before and after each pass: ${f.load.map(([a, b]) => `${a.toFixed(1)} / ${b.toFixed(1)}`).join(', ')}.`,
    '',
    sizeTable(f),
    '',
    table(
      ['Scan baseline', 'scan time', 'units/page'],
      f.scans.map((s) => [
        s.label,
        `${s.seconds.toFixed(0)} s${s.complete ? '' : ' (extrapolated)'}`,
        s.unitsPerPage.toFixed(1),
      ]),
    ),
    '',
    `Slowest p95 ${ms(slowest)} (target under 100 ms: ${slowest < 100 ? 'met' : 'NOT met'}). ` +
      `Costliest query (${costliest.label}) ${costliest.units.toFixed(1)} read units against ${count(Math.round(f.scanUnits))} ` +
      `for the Scan: ${Math.round(cheaper).toLocaleString('en-US')}x cheaper (target at least 100x: ${cheaper >= 100 ? 'met' : 'NOT met'}).`,
  ].join('\n');
};

/** Each query's cost at the larger catalogue against its cost at the smaller. */
const growthSection = (small: SizeFigures, large: SizeFigures): string => {
  const rows = small.queries.map((q, i) => {
    const l = large.queries[i]!;
    const [time, units] = [medianOf(l) / medianOf(q), l.units / q.units];
    return {
      label: q.label,
      cells: [
        q.label,
        `${count(q.results)} → ${count(l.results)}`,
        `${ms(medianOf(q))} → ${ms(medianOf(l))} (${ratio(medianOf(l), medianOf(q))})`,
        `${ms(p95Of(q))} → ${ms(p95Of(l))} (${ratio(p95Of(l), p95Of(q))})`,
        `${q.units.toFixed(1)} → ${l.units.toFixed(1)} (${ratio(l.units, q.units)})`,
      ],
      over: [...(time > 1.5 ? ['time'] : []), ...(units > 1.5 ? ['read units'] : [])],
    };
  });
  const over = rows.filter((r) => r.over.length > 0);
  return [
    `### ${count(large.size)} products against ${count(small.size)}`,
    '',
    table(
      ['query', 'results', 'median', 'p95', 'read units'],
      rows.map((r) => r.cells),
    ),
    '',
    over.length === 0
      ? 'Every query costs at most 1.5x its time (median) and read units. Target met.'
      : `Over 1.5x: ${over.map((r) => `${r.label} (${r.over.join(', ')})`).join('; ')}. Target NOT met for these.`,
  ].join('\n');
};

const sizes = (): number[] =>
  (process.env.BENCH_SEARCH_SIZES ?? '25000,100000')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

/** Two passes of one size's figures as one: runs pooled, the Scan from whichever measured it. */
const pooled = (a: SizeFigures, b: SizeFigures): SizeFigures => ({
  ...b,
  scans: a.scans.length > 0 ? a.scans : b.scans,
  queries: b.queries.map((q, i) => ({
    ...q,
    latencies: [...a.queries[i]!.latencies, ...q.latencies],
  })),
  load: [...a.load, ...b.load],
});

/**
 * The passes, sizes alternating in ABBA order (25k, 100k, 100k, 25k for two passes), so that a
 * change in the machine's other work during the run weighs on both sizes alike.
 */
const passOrder = (list: readonly number[], passes: number): number[] =>
  Array.from({ length: passes }, (_, pass) => (pass % 2 === 0 ? list : [...list].reverse())).flat();

export const benchSearch = async (): Promise<string> => {
  const kept = process.env.BENCH_SEARCH_DATA;
  const passes = Math.max(1, Number(process.env.BENCH_SEARCH_PASSES ?? 2));
  const bySize = new Map<number, SizeFigures>();
  for (const size of passOrder(sizes(), passes)) {
    const catalogueDir = kept
      ? path.resolve(kept, String(size))
      : size === CATALOGUE_SIZE
        ? undefined // the run's shared catalogue, which the other benchmarks read too
        : runFolder(`catalogue-${size}`);
    const before = bySize.get(size);
    console.error(
      `search: ${count(size)} products, pass ${before ? before.load.length + 1 : 1}...`,
    );
    const report = await runIsolated('bench/search.ts', 'measureSearch', {
      env: { DEMO_CATALOGUE_SIZE: String(size), BENCH_SEARCH_SCAN: before ? '0' : '1' },
      ...(catalogueDir ? { catalogueDir } : {}),
    });
    const figures = JSON.parse(report) as SizeFigures;
    bySize.set(size, before ? pooled(before, figures) : figures);
  }
  const figures = sizes().map((size) => bySize.get(size)!);
  const [small, large] = [figures[0], figures[figures.length - 1]];
  return [
    `Each query ${RUNS} times after ${WARM_UP} warm-up runs per pass, through searchCatalogue (the service GET /api/products/search ` +
      'calls), read units as DynamoDB Local reports them (ConsumedCapacity). The baseline in the same run is a Scan with a ' +
      'FilterExpression doing the same match (each word among the search tokens, category, price, stock): ' +
      (FULL_SCAN
        ? 'read to the end.'
        : `DynamoDB Local takes seconds per 1 MB page, so the Scan reads ${SCAN_SAMPLE_PAGES} pages (their units per page as reported) ` +
          'and its whole cost is the table size in 4 KB units, halved for eventually consistent reads (what DynamoDB charges a Scan; ' +
          'BENCH_FULL_SCAN=1 reads to the end).'),
    '',
    ...figures.flatMap((f) => [sizeSection(f), '']),
    ...(small && large && small !== large ? [growthSection(small, large)] : []),
  ].join('\n');
};
