/**
 * The products endpoint group: barcode lookup, search, popular, categories, stats,
 * a product, its edit history, create and edit, and the staff's moderation of edits
 * (moderation-routes.ts). Each route validates with the shared schemas and delegates to the
 * catalogue service; quota-bearing routes consume their use before any work, and a contributor's
 * create or edit is admitted (suspension, hourly limits) before anything is written.
 */
import { moderationMessages } from '@shop-scanner/shared/moderation-rules';
import { productMessages } from '@shop-scanner/shared/messages';
import {
  barcodeParamsSchema,
  createProductSchema,
  productIdParamsSchema,
  searchQuerySchema,
  updateProductSchema,
} from '@shop-scanner/shared/products';
import { catalogueStats, nonEmptyCategories } from '../../data/products-stats';
import { listProductEdits } from '../../data/products';
import {
  createProduct,
  editProduct,
  popularCatalogue,
  productByBarcode,
  productById,
  searchCatalogue,
} from '../../domain/products/catalogue-service';
import { canonicalGtin } from '../../model/products/identifiers';
import { planSearch } from '../../domain/products/search-plan';
import { consumeUsage } from '../../domain/usage/quota';
import { admitContributor } from '../../domain/products/contributor-admission';
import { editsForStaff } from '../../domain/products/product-moderation';
import { NotFound } from '../../lib/errors';
import { businessMetric } from '../../lib/business-metrics';
import { countMetric } from '../../lib/metrics';
import { defineRoute, requireCaller } from '../../lib/http/define-route';
import { createGroupHandler } from '../group-handler';
import { allowanceSubject, optionalCaller } from '../../lib/http/optional-caller';
import { accepted, created, ok } from '../../lib/http/responses';
import { moderationRoutes } from './moderation-routes';
import { fetchProductPrefill } from '../../lib/open-food-facts';

export const handler = createGroupHandler('products', {
  'GET /api/products/barcode/{barcode}': defineRoute({
    params: barcodeParamsSchema,
    invalidMessage: productMessages.invalidBarcode,
    handle: async ({ params: { barcode }, caller }) => {
      const { userId } = requireCaller(caller);
      // A use is counted before the work, as the spec's "usage is checked before a scan" asks:
      // a lookup that finds nothing (404) still costs its scan, and the same barcode again this
      // month (refresh, history) is free. One barcode is one scan in any of its lengths: the key
      // is the 14-digit GTIN its claim uses, so a UPC-A and its 13-digit form are one scan.
      await consumeUsage({
        subject: { kind: 'user', userId },
        feature: 'scan',
        key: canonicalGtin(barcode),
      });
      const product = await productByBarcode(barcode);
      // A scan is a barcode looked up for a shopper, found or not (the 404 offers the add form).
      countMetric(businessMetric.scans);
      if (product) return ok(product);
      const prefill = await fetchProductPrefill(barcode);
      throw new NotFound(productMessages.notFound, { barcode, ...(prefill ? { prefill } : {}) });
    },
  }),

  'GET /api/products/search': defineRoute({
    query: searchQuerySchema,
    handle: async ({ query, caller, event }) => {
      const plan = planSearch(query);
      // Public route: no authorizer ran, so a signed-in shopper's token is verified here.
      const subject = await allowanceSubject(caller, event);
      // Counted before the search runs, once per distinct words a month: other filters, sorts
      // and pages of the same words are free, and a search of filters alone counts nothing.
      if (plan.usageKey !== undefined)
        await consumeUsage({
          subject,
          feature: 'crossPlatformSearch',
          key: plan.usageKey,
        });
      return ok(await searchCatalogue(plan));
    },
  }),

  'GET /api/products/popular': defineRoute({ handle: async () => ok(await popularCatalogue()) }),

  'GET /api/products/categories': defineRoute({
    handle: async () => ok(await nonEmptyCategories()),
  }),

  'GET /api/products/stats': defineRoute({ handle: async () => ok(await catalogueStats()) }),

  'GET /api/products/{id}/edits': defineRoute({
    params: productIdParamsSchema,
    handle: async ({ params: { id }, event }) => {
      // Public route: a staff member's token is verified here, and only they see who edited.
      const viewer = await optionalCaller(event);
      const edits = viewer?.isSupportStaff ? await editsForStaff(id) : await listProductEdits(id);
      // Demo products have no edits until a shopper makes one; only then is it worth a 404 check.
      if (edits.length === 0) await productById(id);
      return ok(edits);
    },
  }),

  'GET /api/products/{id}': defineRoute({
    params: productIdParamsSchema,
    handle: async ({ params: { id } }) => ok(await productById(id)),
  }),

  'POST /api/products': defineRoute({
    body: createProductSchema,
    handle: async ({ body, caller }) => {
      const { userId } = requireCaller(caller);
      await admitContributor(userId, 'create');
      return created(await createProduct(body, userId));
    },
  }),

  'PUT /api/products/{id}': defineRoute({
    params: productIdParamsSchema,
    body: updateProductSchema,
    handle: async ({ params: { id }, body, caller }) => {
      const { userId } = requireCaller(caller);
      await admitContributor(userId, 'edit');
      const outcome = await editProduct(id, body, userId);
      if (outcome.kind === 'applied') return ok(outcome.product);
      const { id: pendingId, productId, at } = outcome.pendingEdit;
      return accepted({
        message: moderationMessages.pendingReview,
        pendingEdit: { id: pendingId, productId, at },
      });
    },
  }),

  ...moderationRoutes,
});
