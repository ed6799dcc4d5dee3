/**
 * What a create or an edit answers when every attempt clashes with concurrent transactions: the
 * document client is replaced, so the clash is certain (DynamoDB Local produces it only by chance).
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceUnavailable } from '../../lib/errors';
import { aShopperProductItem } from '../../../test/fixtures/product-item';

// Hoisted: the fixtures import the product module, which loads the client first.
const send = vi.hoisted(() => vi.fn());
vi.mock('../../lib/dynamodb', () => ({ documentClient: { send }, tableName: 'shop-scanner' }));

const { createProduct, editProduct } = await import('./catalogue-service');

const clash = () =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: [{ Code: 'None' }, { Code: 'None' }, { Code: 'TransactionConflict' }],
  });

beforeEach(() => {
  send.mockReset();
  vi.spyOn(Math, 'random').mockReturnValue(0);
});

describe('createProduct when writes keep clashing', () => {
  it('answers 503 with Retry-After, not a raw error, and writes nothing more', async () => {
    send.mockRejectedValue(clash());

    const attempt = createProduct(
      { barcode: '4006381333931', name: 'Pencil', category: 'Office Products' },
      'u-1',
    );

    await expect(attempt).rejects.toBeInstanceOf(ServiceUnavailable);
    await expect(attempt).rejects.toMatchObject({ statusCode: 503 });
    // Only the transaction's attempts: no read of a product that was never written.
    expect(send).toHaveBeenCalledTimes(5);
  });
});

describe('editProduct when writes keep clashing', () => {
  it('answers 503 once every attempt clashed with another transaction', async () => {
    const stored = aShopperProductItem('p1');
    send.mockImplementation(async (command: { constructor: { name: string } }) => {
      if (command.constructor.name === 'GetCommand') return { Item: stored };
      throw clash();
    });

    await expect(editProduct('p1', { name: 'Pen' }, 'u-1')).rejects.toBeInstanceOf(
      ServiceUnavailable,
    );
  });
});
