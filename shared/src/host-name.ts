/**
 * Whether an address's host could be a host on the internet, judged by its form alone, before any
 * DNS lookup: text such as `${7*7}{{7*7}}`, a phrase with spaces, or a path typed where the host
 * goes ("/products/1" read as https:///products/1, host "products") is refused here instead of
 * being sent to a resolver that can only fail. No zod: the browser's address rule uses it too.
 *
 * It takes the hostname as the WHATWG URL parser leaves it (`new URL(x).hostname`): lowercase,
 * international names in punycode, IPv4 in dotted quads, IPv6 in brackets. Every check is a
 * length test or a scan of one label, so the cost is linear in the name's length.
 */

/** RFC 1035: at most 253 characters in a name (without its final dot), 63 in a label. */
const MAX_NAME_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;

/**
 * Letters, digits and hyphens (RFC 1123), and the underscore, which real subdomains use although
 * host names should not. Tested on one label at a time, after its length.
 */
const labelCharacters = /^[a-z0-9_-]+$/;
/** A top-level domain: letters only, or an international one in punycode. */
const topLevelDomain = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const decimalOctet = /^\d{1,3}$/;

const isLabel = (label: string): boolean =>
  label.length > 0 &&
  label.length <= MAX_LABEL_LENGTH &&
  labelCharacters.test(label) &&
  !label.startsWith('-') &&
  !label.endsWith('-');

/** The parser has already turned 127.1 or 0x7f.0.0.1 into a dotted quad, and refused 1.2.3.999. */
const isDottedQuad = (labels: readonly string[]): boolean =>
  labels.length === 4 && labels.every((label) => decimalOctet.test(label));

export const isInternetHostName = (hostname: string): boolean => {
  // An IPv6 literal: the parser accepted it, and whether it is public is the fetcher's to judge.
  if (hostname.startsWith('[')) return hostname.endsWith(']') && hostname.length > 2;
  const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) return false;
  const labels = name.split('.');
  if (isDottedQuad(labels)) return true;
  // A single label ("products", "shop") names no host on the internet: every public name has a dot.
  if (labels.length < 2) return false;
  const tld = labels[labels.length - 1] ?? '';
  return tld.length <= MAX_LABEL_LENGTH && topLevelDomain.test(tld) && labels.every(isLabel);
};

/**
 * `localhost` and its subdomains are this machine's own names (RFC 6761): never a store, and
 * refused as the loopback address they stand for.
 */
export const isLoopbackName = (hostname: string): boolean => {
  const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  return name === 'localhost' || name.endsWith('.localhost');
};
