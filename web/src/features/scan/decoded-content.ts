/**
 * What a QR code or an uploaded image held, and what the page does with it (issue 3 §4): a GTIN
 * is looked up like a scanned barcode, a link to one of this app's product pages opens it, and
 * anything else is shown exactly as it is, with no verdict about it.
 */
import { isValidBarcode } from '@shop-scanner/shared/barcode';

export type DecodedContent =
  | { kind: 'barcode'; code: string }
  | { kind: 'product-page'; productId: string }
  | { kind: 'web-link'; href: string; text: string }
  | { kind: 'text'; text: string };

const productPath = /^\/products\/([^/]+)\/?$/;

const parseUrl = (text: string): URL | undefined => {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
};

export const classifyDecoded = (text: string, appOrigin: string): DecodedContent => {
  const trimmed = text.trim();
  if (isValidBarcode(trimmed)) return { kind: 'barcode', code: trimmed };
  const url = parseUrl(trimmed);
  if (url && url.origin === appOrigin) {
    const id = productPath.exec(url.pathname)?.[1];
    if (id) return { kind: 'product-page', productId: decodeURIComponent(id) };
  }
  if (url && (url.protocol === 'https:' || url.protocol === 'http:')) {
    return { kind: 'web-link', href: url.href, text };
  }
  return { kind: 'text', text };
};
