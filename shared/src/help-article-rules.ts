/**
 * The help centre's articles as the server knows them: their slugs, their categories and how many
 * the Popular Articles list shows. No zod here: the support page's first load reads the labels.
 * The articles themselves are Markdown files in web/src/features/help/articles/; a unit test holds
 * this list equal to those files, so the server counts views of exactly the articles that exist.
 */

/** The three categories of the Help Center, in the order the page shows them. */
export const helpCategories = ['getting-started', 'account-billing', 'troubleshooting'] as const;
export type HelpCategory = (typeof helpCategories)[number];

export const helpCategoryLabels: Readonly<Record<HelpCategory, string>> = {
  'getting-started': 'Getting Started',
  'account-billing': 'Account & Billing',
  troubleshooting: 'Troubleshooting',
};

/**
 * Pages of the help centre that sit outside the three categories: the user guide and the page on
 * reporting a bug, which the help widget's quick actions open.
 */
export const HELP_GUIDE_SLUG = 'guide';
export const HELP_REPORT_BUG_SLUG = 'report-bug';

/**
 * Every article at /help/{slug}, the twelve of the categories and the two pages above, in the
 * order the Help Center lists them within each category.
 */
export const helpArticleSlugs = [
  'scanning-a-barcode',
  'reading-a-store-verdict',
  'comparing-prices',
  'wishlist-and-alerts',
  'plans-and-limits',
  'trial-payments-and-invoices',
  'cancelling-and-refunds',
  'your-account-and-data',
  'barcode-not-scanning',
  'product-not-found',
  'store-analysis-problems',
  'notifications-not-arriving',
  HELP_GUIDE_SLUG,
  HELP_REPORT_BUG_SLUG,
] as const;
export type HelpArticleSlug = (typeof helpArticleSlugs)[number];

export const isHelpArticleSlug = (value: string): value is HelpArticleSlug =>
  (helpArticleSlugs as readonly string[]).includes(value);

/** How many articles the Popular Articles list shows, the most viewed first. */
export const POPULAR_ARTICLES_LIMIT = 5;

/** A slug is lowercase words joined by hyphens; longer than this is no slug of ours. */
export const HELP_SLUG_MAX_LENGTH = 64;
