/**
 * The catalogue's figures for the stats banner and the category list, read from the counters the
 * writes keep (the demo loader's STATS#demo, the shoppers' creates and edits in STATS#user):
 * two small items, never a count over the catalogue.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { productCategories, type CatalogueStats } from '@shop-scanner/shared/products';
import { documentClient, tableName } from '../lib/dynamodb';
import { catalogueKey, categoryCountAttribute } from './products-items';

interface Counters {
  readonly products: number;
  readonly demoProducts: number;
  readonly stores: number;
  readonly categories: ReadonlyMap<string, number>;
}

const readCounters = async (): Promise<Counters> => {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :stats)',
      ExpressionAttributeValues: { ':pk': catalogueKey('SEED').pk, ':stats': 'STATS#' },
    }),
  );
  const demo = Items.find((i) => i.sk === 'STATS#demo') ?? {};
  const user = Items.find((i) => i.sk === 'STATS#user') ?? {};
  const count = (item: Record<string, unknown>, attribute: string) => Number(item[attribute] ?? 0);
  return {
    demoProducts: count(demo, 'products'),
    products: count(demo, 'products') + count(user, 'products'),
    // Only the demo catalogue has offers: shoppers add products, not stores.
    stores: count(demo, 'stores'),
    categories: new Map(
      productCategories.map((c) => {
        const attribute = categoryCountAttribute(c);
        return [c, count(demo, attribute) + count(user, attribute)];
      }),
    ),
  };
};

/** The categories that hold at least one product, in alphabetical order. */
export const nonEmptyCategories = async (): Promise<string[]> => {
  const { categories } = await readCounters();
  return [...categories]
    .filter(([, n]) => n > 0)
    .map(([c]) => c)
    .sort((a, b) => a.localeCompare(b, 'en'));
};

export const catalogueStats = async (): Promise<CatalogueStats> => {
  const counters = await readCounters();
  return {
    products: counters.products,
    stores: counters.stores,
    categories: [...counters.categories.values()].filter((n) => n > 0).length,
    demoProducts: counters.demoProducts,
  };
};
