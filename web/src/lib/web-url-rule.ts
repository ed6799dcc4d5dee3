/**
 * The store and product address rules of the server (shared/src/store-analysis.ts: webUrlSchema
 * and productPageRequestSchema), written again without zod: zod is about 25 KB gzip and must stay
 * off this page's first load. web-url-rule.test.ts holds the two equal over a battery of inputs,
 * so the browser never refuses what the server accepts, nor sends what it refuses.
 */
import { isInternetHostName } from '@shop-scanner/shared/host-name';
import {
  STORE_URL_MAX_LENGTH,
  storeAnalysisMessages,
} from '@shop-scanner/shared/store-analysis-rules';

export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

/** Text that already names a scheme ("https:", "ftp:", "localhost:"): no https:// is added. */
const hasScheme = /^[a-z][a-z0-9+.-]*:/i;
/** zod's http(s) rule wants the two slashes: "https:shop.example" is refused, not repaired. */
const httpWithSlashes = /^https?:\/\//i;
/** The URL parser drops tabs and line breaks anywhere; the address sent has them dropped too. */
const tabsAndNewlines = /[\t\n\r]/g;

const invalid: UrlCheck = { ok: false, message: storeAnalysisMessages.invalidUrl };

/**
 * A store address as typed: at most 2048 characters, trimmed, non-blank, a bare domain
 * ("shop.example") taken as https://, then a valid http or https URL whose host could be a real
 * host name. Anything else is 'Invalid URL format'. Whether the address may be fetched at all is
 * the server's to decide.
 */
export const checkStoreUrl = (value: string): UrlCheck => {
  if (value.length > STORE_URL_MAX_LENGTH) return invalid;
  const trimmed = value.trim();
  if (trimmed.length === 0) return invalid;
  const withScheme = (hasScheme.test(trimmed) ? trimmed : `https://${trimmed}`).trim();
  if (!httpWithSlashes.test(withScheme)) return invalid;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return invalid;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return invalid;
  // Chromium's parser keeps a space in the host as %20 ("not a url" → "not%20a%20url") where the
  // server's (Node's, the standard's) refuses it; no real host name holds a %, so both refuse.
  if (!isInternetHostName(url.hostname)) return invalid;
  return { ok: true, url: withScheme.replace(tabsAndNewlines, '') };
};

/** The url tab's product address: 'Please enter a product URL' when blank, else as a store's. */
export const checkProductUrl = (value: string): UrlCheck =>
  value.length <= STORE_URL_MAX_LENGTH && value.trim().length === 0
    ? { ok: false, message: storeAnalysisMessages.productUrlRequired }
    : checkStoreUrl(value);
