/**
 * For the price tests over HTTP: a product with exactly the offers and history a test states,
 * written as the product module writes it (buildProductItem), so the figures a test expects come
 * from its own numbers, not from the demo generator's.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { StoreOffer } from '@shop-scanner/shared/products';
import { TABLE_NAME } from '../../../local/src/local-stack';
import { testTable } from '../../../local/test/stack';
import type { HistoryPoint } from '../../src/model/price-history/history-point';
import { DAY_MS } from '@shop-scanner/shared/time';

const daysAgo = (days: number): string => new Date(Date.now() - days * DAY_MS).toISOString();

/** A store's offer of a kettle: in stock, free shipping, well rated and trusted, a day old. */
export const aStoreOffer = (
  name: string,
  price: number,
  overrides: Partial<StoreOffer> = {},
): StoreOffer => ({
  name,
  url: `https://${name.toLowerCase().replace(/\W/g, '')}.example/kettle`,
  price,
  inStock: true,
  shipping: { free: true, cost: 0, estimatedDays: 3 },
  rating: 4,
  reviewCount: 100,
  trustScore: 90,
  lastUpdated: daysAgo(1),
  ...overrides,
});

type ProductFields = {
  readonly name?: string;
  readonly category?: string;
  readonly imageUrl?: string;
};

/**
 * A shopper's product (source 'user') with these offers and this history, as the product module
 * writes it; a kettle in Home & Kitchen unless `fields` say otherwise.
 */
export const pricedProductItem = async (
  id: string,
  stores: readonly StoreOffer[],
  history: readonly HistoryPoint[] = [],
  fields: ProductFields = {},
) => {
  // Imported only now: the data modules read the app's environment at import.
  const { buildProductItem } = await import('../../src/data/products');
  return buildProductItem(
    {
      id,
      barcode: '4006381333931',
      name: `Kettle ${id}`,
      description: 'A kettle for the price tests',
      category: 'Home & Kitchen',
      ...fields,
      features: [],
      tags: [],
      stores: [...stores],
      source: 'user',
      createdAt: daysAgo(400),
      updatedAt: daysAgo(400),
      version: 1,
    },
    history,
    'items',
  );
};

/** Writes the product `pricedProductItem` makes of these. */
export const putPricedProduct = async (
  id: string,
  stores: readonly StoreOffer[],
  history: readonly HistoryPoint[] = [],
  fields: ProductFields = {},
): Promise<void> => {
  const item = await pricedProductItem(id, stores, history, fields);
  await testTable().send(new PutCommand({ TableName: TABLE_NAME, Item: item }));
};
