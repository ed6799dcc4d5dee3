/**
 * The seller dashboard's constants, apart from its schemas (dashboard.ts), so the page can read
 * them without carrying zod onto its first load.
 */

/** Weeks of shopper activity the dashboard's chart shows, the current week last. */
export const DASHBOARD_ACTIVITY_WEEKS = 12;
