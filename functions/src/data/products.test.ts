/**
 * The shape of a create's transaction (the document client is replaced, to see what is sent):
 * the user stats go to a shard picked per write, so concurrent creates of different products do
 * not all write one item.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aShopperProductItem } from '../../test/fixtures/product-item';

// Hoisted: the fixtures import the product module, which loads the client first.
const send = vi.hoisted(() => vi.fn());
vi.mock('../lib/dynamodb', () => ({ documentClient: { send }, tableName: 'shop-scanner' }));

const { insertProduct } = await import('./products');
const { STATS_SHARDS } = await import('./products');

/** The stats key each sent transaction updated. */
const statsKeys = () =>
  send.mock.calls.map(([command]) => {
    const items = (command as { input: { TransactItems: Record<string, { Key?: object }>[] } })
      .input.TransactItems;
    return items.find((i) => i.Update)?.Update?.Key;
  });

beforeEach(() => {
  send.mockReset();
  send.mockResolvedValue({});
});

describe('insertProduct', () => {
  it('adds to a user stats shard picked per write, never to one shared item', async () => {
    const rolls = [0, 0.55, 0.999];
    for (const roll of rolls) {
      vi.spyOn(Math, 'random').mockReturnValueOnce(roll);
      await insertProduct(aShopperProductItem(`p${roll}`), {}, 'u-1');
    }

    expect(statsKeys()).toEqual([
      { pk: 'CATALOGUE', sk: 'STATS#user#0' },
      { pk: 'CATALOGUE', sk: `STATS#user#${Math.floor(0.55 * STATS_SHARDS)}` },
      { pk: 'CATALOGUE', sk: `STATS#user#${STATS_SHARDS - 1}` },
    ]);
  });
});
