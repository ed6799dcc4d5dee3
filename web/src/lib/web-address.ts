/**
 * The one rule for turning text into a link: only web addresses (http and https) qualify. A store
 * URL from the catalogue, or the text of a scanned QR code, is never run as script (`javascript:`)
 * nor opened as inline content (`data:`).
 */

/** The text as a URL when it is a web address; undefined for anything else. */
export const webAddress = (text: string): URL | undefined => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
};

/** The href to link to (normalised by the URL parser), or undefined when it must not be a link. */
export const webHref = (text: string): string | undefined => webAddress(text)?.href;
