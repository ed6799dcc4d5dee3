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
import {
  ProductChangedMeanwhile,
  saveProductEdit,
  type EditRecording,
} from '../../data/product-edit-transaction';
import { newPendingEditId, putPendingEdit, type PendingEditRecord } from '../../data/pending-edits';
import { popularProducts } from '../../data/products-search';
import { isTransactionConflict } from '../../lib/dynamodb-transactions';
import { Conflict, NotFound, ServiceUnavailable } from '../../lib/errors';
import type { CapacityMeter } from '../../lib/capacity-meter';
import { retryOn } from '../../lib/retry';
import { newProductId } from '../../model/products/identifiers';
import { editedByCommunityAfter, needsStaffReview } from '../../model/products/edit-moderation';
import {
  applyChanges,
  creationChanges,
  diffEdit,
  hasChanges,
  type ProductChanges,
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

/**
 * The product after `changes`, as the edit transaction writes it. `editorId` is whose edit it is
 * for "edited by the community"; a staff action (a revert) is nobody's and leaves that as it was.
 */
const editedItem = (
  before: ProductItem,
  changes: ProductChanges,
  now: Date,
  editorId: string | undefined,
): ProductItem => {
  const { pk: _pk, sk: _sk, entityType: _type, ...record } = applyChanges(before, changes);
  return buildProductItem(
    {
      ...record,
      // A cleared description is stored as '' (the product always has one, possibly empty).
      description: record.description ?? '',
      updatedAt: now.toISOString(),
      version: before.version + 1,
      editedByCommunity:
        editorId === undefined
          ? before.editedByCommunity
          : editedByCommunityAfter(before, editorId),
    },
    // Its history as read: the write is conditional on it (saveProductEdit).
    before,
    // Where its search entries are stays the data layer's call (saveProductEdit): it moves them
    // to token items of its own only when the edit changes the card.
    before.indexedIn,
  );
};

/** One write through the edit path, decided afresh on the product as each attempt reads it. */
export interface EditDecision {
  readonly changes: ProductChanges;
  /** Who the record names (kept, never shown). */
  readonly userId: string;
  /** Whose edit it is for "edited by the community"; undefined for a staff action. */
  readonly editorId: string | undefined;
  readonly recording?: EditRecording;
}

/** Attempts of an edit: a version that moved is read again, a clash is simply retried. */
const EDIT_ATTEMPTS = 3;

/**
 * Writes an edit through the one edit transaction (version-conditional, search entries and
 * counters moved with it). `decide` sees the product as read and says what to write, or nothing
 * (undefined, or no changes); it may throw the API's errors. When a concurrent edit moved the
 * version, the product is read again and decided again; a transaction clash is retried.
 * Out of attempts: 409 when the product kept changing, 503 when writes kept clashing.
 */
export const writeProductEdit = async (
  id: string,
  decide: (before: ProductItem) => Promise<EditDecision | undefined> | EditDecision | undefined,
  now = new Date(),
): Promise<void> => {
  const attempt = async () => {
    const before = await getProductItem(id);
    if (!before) throw new NotFound(productMessages.notFound);
    const decision = await decide(before);
    if (!decision || !hasChanges(decision.changes)) return;
    const after = editedItem(before, decision.changes, now, decision.editorId);
    await saveProductEdit(before, after, decision.changes, decision.userId, decision.recording);
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
};

/** Keeps a contributor's edit for staff review, with the changes from the product as it is. */
const holdForReview = async (
  before: ProductItem,
  changes: ProductChanges,
  userId: string,
  now: Date,
): Promise<PendingEditRecord> => {
  const record = {
    id: newPendingEditId(now),
    productId: before.id,
    productName: before.name,
    userId,
    at: now.toISOString(),
    changes,
  };
  await putPendingEdit(record);
  return { ...record, status: 'pending' };
};

/** What a contributor's edit came to: applied, or kept for staff review (data/pending-edits.ts). */
export type EditOutcome =
  | { readonly kind: 'applied'; readonly product: Product }
  | { readonly kind: 'held'; readonly pendingEdit: PendingEditRecord };

/**
 * Applies a shopper's edit and records it. An edit that changes nothing records nothing. An edit
 * that changes a verified product's brand is not applied: it is kept whole, every field of it,
 * for staff review (one rule the contributor can be told in one sentence), and nothing shows.
 */
export const editProduct = async (
  id: string,
  update: UpdateProduct,
  userId: string,
  now = new Date(),
): Promise<EditOutcome> => {
  let held: PendingEditRecord | undefined;
  await writeProductEdit(
    id,
    async (before) => {
      const changes = diffEdit(before, update);
      if (!needsStaffReview(before, changes)) return { changes, userId, editorId: userId };
      held = await holdForReview(before, changes, userId, now);
      return undefined;
    },
    now,
  );
  return held
    ? { kind: 'held', pendingEdit: held }
    : { kind: 'applied', product: await productById(id) };
};

export { searchCatalogue } from './catalogue-search';

export const popularCatalogue = (meter?: CapacityMeter): Promise<ProductSummary[]> =>
  popularProducts(POPULAR_PRODUCTS_COUNT, meter);
