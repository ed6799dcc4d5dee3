/**
 * Files whose comments or test titles still cite an issue number or a section of the product
 * brief, exempt from the no-tracker-citations rule until they are cleaned. Files being
 * restructured elsewhere wait here for their new shape; remove an entry once its file is clean
 * (the rule then keeps it so). Nothing is added to this list.
 */
export const uncleanedCitationFiles = [
  'functions/src/data/check-history.ts',
  'functions/src/data/price-alerts.ts',
  'functions/src/data/price-history-items.test.ts',
  'functions/src/data/price-history.ts',
  'functions/src/data/price-reports.ts',
  'functions/src/data/product-offers.ts',
  'functions/src/data/products-items.test.ts',
  'functions/src/data/products.ts',
  'functions/src/data/rate-limits.ts',
  'functions/src/domain/billing/checkout.ts',
  'functions/src/domain/billing/event-effects.ts',
  'functions/src/domain/billing/invoices.ts',
  'functions/src/domain/billing/payment-methods.ts',
  'functions/src/domain/billing/subscription-changes.ts',
  'functions/src/lib/http/origin-verify.ts',
  'functions/src/lib/http/rate-limit-rules.test.ts',
  'functions/src/lib/http/rate-limit-rules.ts',
  'functions/src/lib/http/request-guards.ts',
];
