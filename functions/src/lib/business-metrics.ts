/**
 * The names of the business metrics the functions emit (CloudWatch embedded metric format, written
 * by Powertools Metrics) and the stack's dashboard draws. One list, read by both sides, so a
 * renamed metric cannot leave an empty graph behind.
 *
 * Every metric is a Count in one namespace with one dimension, `service` = `shop-scanner`, whatever
 * function emits it: a graph shows one line per metric, not one per Lambda.
 */
export const METRICS_NAMESPACE = 'ShopScanner';
export const METRICS_SERVICE = 'shop-scanner';

export const businessMetric = {
  signUps: 'SignUps',
  checkoutsStarted: 'CheckoutsStarted',
  checkoutsCompleted: 'CheckoutsCompleted',
  webhookEventsApplied: 'WebhookEventsApplied',
  scans: 'Scans',
  storeAnalyses: 'StoreAnalyses',
  comparisons: 'Comparisons',
  priceChangesIngested: 'PriceChangesIngested',
  quotaRefusals: 'QuotaRefusals',
  rateRefusals: 'RateRefusals',
  validationRefusals: 'ValidationRefusals',
} as const;

export type BusinessMetricName = (typeof businessMetric)[keyof typeof businessMetric];
