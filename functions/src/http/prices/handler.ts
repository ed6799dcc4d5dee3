/**
 * The prices endpoint group: a product's price comparison and trend (public),
 * the shopper's price reports and price alerts (signed in). Each route validates with the shared
 * schemas and delegates; the comparison's use of the plan and the reports' hourly allowance are
 * counted in the services, after the 400s and the 404.
 */
import { apiMessages } from '@shop-scanner/shared/messages';
import {
  createPriceAlertSchema,
  priceAlertIdParamsSchema,
  priceAlertListQuerySchema,
  priceComparisonQuerySchema,
  priceMessages,
  priceReportSchema,
  priceTrendQuerySchema,
  productPathParamsSchema,
} from '@shop-scanner/shared/prices';
import {
  createPriceAlert,
  deletePriceAlert,
  listPriceAlerts,
} from '../../domain/prices/price-alerts';
import { comparePrices, comparisonAllowance, priceTrends } from '../../domain/prices/price-reads';
import { reportPrice } from '../../domain/prices/price-reports';
import { defineRoute, requireCaller, type InvalidMessage } from '../../lib/http/define-route';
import { createGroupHandler } from '../group-handler';
import { allowanceSubject } from '../../lib/http/optional-caller';
import { created, json, noContent, ok } from '../../lib/http/responses';

/**
 * A missing product id reads 'Product ID is required': the answer says so when
 * that is what failed; other failures keep the usual message (the fields name them). `field` is
 * as the 400 names it: a path or query field with its prefix ('path.id', 'query.productId').
 */
const productIdRequiredFor =
  (field: string): InvalidMessage =>
  (fieldErrors) =>
    fieldErrors[field]?.includes(priceMessages.productIdRequired)
      ? priceMessages.productIdRequired
      : apiMessages.invalidInput;

export const handler = createGroupHandler('prices', {
  'GET /api/products/{id}/price-comparison': defineRoute({
    params: productPathParamsSchema,
    query: priceComparisonQuerySchema,
    invalidMessage: productIdRequiredFor('path.id'),
    handle: async ({ params: { id }, query, caller, event }) =>
      ok(await comparePrices(id, query, await allowanceSubject(caller, event))),
  }),

  'GET /api/products/{id}/price-comparison/allowance': defineRoute({
    params: productPathParamsSchema,
    invalidMessage: productIdRequiredFor('path.id'),
    handle: async ({ params: { id }, caller, event }) =>
      ok(await comparisonAllowance(id, await allowanceSubject(caller, event))),
  }),

  'GET /api/products/{id}/price-trend': defineRoute({
    params: productPathParamsSchema,
    query: priceTrendQuerySchema,
    invalidMessage: productIdRequiredFor('path.id'),
    handle: async ({ params: { id }, query }) => ok(await priceTrends(id, query.period)),
  }),

  'POST /api/products/{id}/prices': defineRoute({
    params: productPathParamsSchema,
    body: priceReportSchema,
    invalidMessage: productIdRequiredFor('path.id'),
    handle: async ({ params: { id }, body, caller }) => {
      const answer = await reportPrice(requireCaller(caller).userId, id, body);
      // 201: the price counts now; 202: kept apart, it may count once another shopper confirms.
      return json(answer.status === 'accepted' ? 201 : 202, answer);
    },
  }),

  'GET /api/price-alerts': defineRoute({
    query: priceAlertListQuerySchema,
    invalidMessage: productIdRequiredFor('query.productId'),
    handle: async ({ query, caller }) =>
      ok(await listPriceAlerts(requireCaller(caller).userId, query.productId)),
  }),

  'POST /api/price-alerts': defineRoute({
    body: createPriceAlertSchema,
    invalidMessage: productIdRequiredFor('productId'),
    handle: async ({ body, caller }) =>
      created(await createPriceAlert(requireCaller(caller).userId, body)),
  }),

  'DELETE /api/price-alerts/{id}': defineRoute({
    params: priceAlertIdParamsSchema,
    handle: async ({ params: { id }, caller }) => {
      await deletePriceAlert(requireCaller(caller).userId, id);
      return noContent();
    },
  }),
});
