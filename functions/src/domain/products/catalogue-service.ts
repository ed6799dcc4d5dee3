/**
 * The catalogue's use cases, between the products API and the table: each reads or writes
 * through the data modules and turns their outcomes into the API's typed errors.
 */
import { productMessages } from '@shop-scanner/shared/messages';
import type {
  CreateProduct,
  Product,
  ProductSummary,
  UpdateProduct,
} from '@shop-scanner/shared/products';
import {
  BarcodeClaimed,
  CatalogueBusy,
  getProduct,
  getProductItem,
  insertProduct,
  productIdForBarcode,
  buildProductItem,
  type ProductItem,
} from '../../data/products';
import { ProductChangedMeanwhile, saveProductEdit } from '../../data/product-edit-transaction';
import { popularProducts } from '../../data/products-search';
import { isTransactionConflict } from '../../lib/dynamodb-transactions';
import { Conflict, NotFound, ServiceUnavailable } from '../../lib/errors';
import type { CapacityMeter } from '../../lib/capacity-meter';
import { retryOn } from '../../lib/retry';
import { newProductId } from '../../model/products/identifiers';
import {
  applyChanges,
  creationChanges,
  diffEdit,
  hasChanges,
} from '../../model/products/product-edits';

/** Popular Products shows 8 cards. */
export const POPULAR_PRODUCTS_COUNT = 8;

export const productById = async (id: string): Promise<Product> => {
  const product = await getProduct(id);
  if (!product) throw new NotFound(productMessages.notFound);
  return product;
};

export const productByBarcode = async (barcode: string): Promise<Product | undefined> => {
  const id = await productIdForBarcode(barcode);
  return id ? getProduct(id) : undefined;
};

/** A shopper's product: no offers yet, so no price and no authenticity until stores are known. */
export const createProduct = async (
  input: CreateProduct,
  userId: string,
  now = new Date(),
): Promise<Product> => {
  const at = now.toISOString();
  const fields = {
    name: input.name,
    description: input.description ?? '',
    category: input.category ?? 'Other',
    brand: input.brand,
    imageUrl: input.imageUrl,
  };
  const item = buildProductItem(
    {
      id: newProductId(),
      barcode: input.barcode,
      ...fields,
      features: [],
      tags: [],
      stores: [],
      source: 'user',
      createdBy: userId,
      createdAt: at,
      updatedAt: at,
      version: 1,
    },
    [],
    'items',
  );
  try {
    await insertProduct(item, creationChanges(fields), userId);
  } catch (error) {
    if (error instanceof BarcodeClaimed)
      throw new Conflict(productMessages.barcodeTaken, undefined, { productId: error.productId });
    if (error instanceof CatalogueBusy) throw new ServiceUnavailable();
    throw error;
  }
  return productById(item.id);
};

const editedItem = (before: ProductItem, update: UpdateProduct, now: Date) => {
  const changes = diffEdit(before, update);
  if (!hasChanges(changes)) return undefined;
  const { pk: _pk, sk: _sk, entityType: _type, ...record } = applyChanges(before, changes);
  const after = buildProductItem(
    {
      ...record,
      // A cleared description is stored as '' (the product always has one, possibly empty).
      description: record.description ?? '',
      updatedAt: now.toISOString(),
      version: before.version + 1,
    },
    // Its history as read: the write is conditional on it (saveProductEdit).
    before,
    // Where its search entries are stays the data layer's call (saveProductEdit): it moves them
    // to token items of its own only when the edit changes the card.
    before.indexedIn,
  );
  return { changes, after };
};

/** Attempts of an edit: a version that moved is read again, a clash is simply retried. */
const EDIT_ATTEMPTS = 3;

/**
 * Applies a shopper's edit and records it. An edit that changes nothing records nothing. When a
 * concurrent edit of the same product moved its version, this one reads the product again and
 * is applied to what it finds; a transaction clash (another write holding an item) is retried.
 * Out of attempts: 409 when the product kept changing, 503 when writes kept clashing.
 */
export const editProduct = async (
  id: string,
  update: UpdateProduct,
  userId: string,
  now = new Date(),
): Promise<Product> => {
  const attempt = async () => {
    const before = await getProductItem(id);
    if (!before) throw new NotFound(productMessages.notFound);
    const edit = editedItem(before, update, now);
    if (edit) await saveProductEdit(before, edit.after, edit.changes, userId);
  };
  try {
    await retryOn(
      (error) => error instanceof ProductChangedMeanwhile || isTransactionConflict(error),
      EDIT_ATTEMPTS,
      20,
      attempt,
    );
  } catch (error) {
    if (error instanceof ProductChangedMeanwhile) throw new Conflict(productMessages.updateFailed);
    if (isTransactionConflict(error)) throw new ServiceUnavailable();
    throw error;
  }
  return productById(id);
};

export { searchCatalogue } from './catalogue-search';

export const popularCatalogue = (meter?: CapacityMeter): Promise<ProductSummary[]> =>
  popularProducts(POPULAR_PRODUCTS_COUNT, meter);
