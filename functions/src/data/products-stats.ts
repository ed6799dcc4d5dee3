/**
 * The catalogue's figures for the stats banner and the category list, read from the counters the
 * writes keep (the demo loader's STATS#demo; the shards of shoppers' creates and of category
 * moves, products.ts): one Query of a few small items, never a count over the catalogue.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { productCategories, type CatalogueStats } from '@shop-scanner/shared/products';
import { documentClient, tableName } from '../lib/dynamodb';
import { catalogueKey, categoryCountAttribute, STATS_PREFIX } from './products';

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
      ExpressionAttributeValues: { ':pk': catalogueKey('SEED').pk, ':stats': STATS_PREFIX },
    }),
  );
  const count = (item: Record<string, unknown>, attribute: string) => Number(item[attribute] ?? 0);
  const total = (items: Record<string, unknown>[], attribute: string) =>
    items.reduce((sum, item) => sum + count(item, attribute), 0);
  // STATS#demo and its move shards STATS#demo#<n>; STATS#user#<n> (and STATS#user, unsharded,
  // as tables written before the shards have it).
  const ofSource = (source: string) => Items.filter((i) => String(i.sk).split('#')[1] === source);
  const demo = ofSource('demo');
  const all = [...demo, ...ofSource('user')];
  const loaded = Items.find((i) => i.sk === catalogueKey('STATS#demo').sk) ?? {};
  return {
    demoProducts: total(demo, 'products'),
    products: total(all, 'products'),
    // Only the demo catalogue has offers: shoppers add products, not stores.
    stores: count(loaded, 'stores'),
    categories: new Map(
      productCategories.map((c) => [c, total(all, categoryCountAttribute(c))] as const),
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
