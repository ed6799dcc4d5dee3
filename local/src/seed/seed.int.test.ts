/**
 * The demo catalogue loaded into DynamoDB Local by the real loader, and read back through the
 * local gateway and the real products handler. This file uses a table of its own, so the other
 * files' tests never see demo products they did not ask for.
 */
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulators, signUpAndSignIn, startTestApp, testDynamoDb } from '../../test/stack';
import { ensureTable } from '../dynamodb-table';
import type { App } from '../local-stack';
import {
  DEMO_CATALOGUE_REFERENCE_DATE,
  DEMO_CATALOGUE_SEED,
  generateDemoCatalogue,
} from './demo-catalogue';
import { demoCatalogueIsCurrent, seedDemoCatalogue } from './seed-demo-catalogue';

const TABLE = `seed-test-${process.pid}`;
const COUNT = 40;

let app: App;
const dynamo = testDynamoDb;

beforeAll(async () => {
  app = await startTestApp();
  // After startApp has set the handlers' environment, before any data module reads it.
  process.env.TABLE_NAME = TABLE;
  const client = dynamo();
  await ensureTable(client, TABLE).finally(() => client.destroy());
});

afterAll(async () => {
  await app?.stop();
  const client = dynamo();
  await client.send(new DeleteTableCommand({ TableName: TABLE })).finally(() => client.destroy());
});

type Item = Record<string, unknown>;
const scanTable = async (): Promise<Item[]> => {
  const client = DynamoDBDocumentClient.from(dynamo());
  const items: Item[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: TABLE, ExclusiveStartKey }));
    items.push(...((page.Items ?? []) as Item[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  client.destroy();
  return items;
};
/** The items keyed and sorted, without the load marker's own timestamp. */
const snapshot = (items: Item[]) =>
  items
    .map(({ loadedAt: _loadedAt, ...rest }) => rest)
    .sort((a, b) => `${a.pk}|${a.sk}`.localeCompare(`${b.pk}|${b.sk}`));

const api = async (path: string, token?: string) => {
  const response = await fetch(`${app.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any };
};

describe('the demo catalogue in DynamoDB Local', () => {
  it('loads a small catalogue, reporting progress, and marks it loaded', async () => {
    const progress: number[] = [];

    expect(await demoCatalogueIsCurrent(COUNT)).toBe(false);
    const result = await seedDemoCatalogue({ count: COUNT, onProgress: (n) => progress.push(n) });

    expect(result.count).toBe(COUNT);
    expect(progress.at(-1)).toBe(COUNT);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(await demoCatalogueIsCurrent(COUNT)).toBe(true);
    expect(await demoCatalogueIsCurrent(COUNT + 1)).toBe(false);
    const products = (await scanTable()).filter((i) => i.sk === 'PRODUCT');
    expect(products).toHaveLength(COUNT);
    expect(products.every((p) => p.source === 'demo')).toBe(true);
  });

  it('is idempotent: loading the same catalogue again leaves exactly the same items', async () => {
    const before = snapshot(await scanTable());

    await seedDemoCatalogue({ count: COUNT, concurrency: 2 });
    const after = snapshot(await scanTable());

    expect(after.length).toBe(before.length);
    expect(after).toEqual(before);
  });

  it('serves a demo product by barcode (signed in) and by id through the API', async () => {
    const product = generateDemoCatalogue({
      seed: DEMO_CATALOGUE_SEED,
      count: COUNT,
      now: DEMO_CATALOGUE_REFERENCE_DATE,
    })[7]!;
    const { IdToken } = await signUpAndSignIn(app.url, emulators().ids.userPoolClientId);

    const byBarcode = await api(`/api/products/barcode/${product.barcode}`, IdToken);
    const byId = await api(`/api/products/${product.id}`);

    expect(byBarcode.status).toBe(200);
    expect(byBarcode.body).toMatchObject({
      id: product.id,
      barcode: product.barcode,
      name: product.name,
      category: product.category,
      source: 'demo',
    });
    expect(byBarcode.body.stores).toHaveLength(product.stores.length);
    expect(byBarcode.body.priceHistory.length).toBeGreaterThan(0);
    expect(byId.status).toBe(200);
    expect(byId.body.id).toBe(product.id);
  });
});
