/**
 * What a QR code or an uploaded image held, and what the page does with it: a GTIN
 * is looked up like a scanned barcode, a link to one of this app's product pages opens it, and
 * anything else is shown exactly as it is, with no verdict about it.
 */
import { isValidBarcode } from '@shop-scanner/shared/barcode-rules';
import { webAddress } from '../../lib/web-address';

export type DecodedContent =
  | { kind: 'barcode'; code: string }
  | { kind: 'product-page'; productId: string }
  | { kind: 'web-link'; href: string; text: string }
  | { kind: 'text'; text: string };

const productPath = /^\/products\/([^/]+)\/?$/;

/** The product id of a link to one of this app's product pages ('%' escapes that break: none). */
const productIdOf = (url: URL, appOrigin: string): string | undefined => {
  const id = url.origin === appOrigin ? productPath.exec(url.pathname)?.[1] : undefined;
  try {
    return id === undefined ? undefined : decodeURIComponent(id);
  } catch {
    return undefined;
  }
};

export const classifyDecoded = (text: string, appOrigin: string): DecodedContent => {
  const trimmed = text.trim();
  if (isValidBarcode(trimmed)) return { kind: 'barcode', code: trimmed };
  const url = webAddress(trimmed);
  if (!url) return { kind: 'text', text };
  const productId = productIdOf(url, appOrigin);
  if (productId) return { kind: 'product-page', productId };
  return { kind: 'web-link', href: url.href, text };
};
