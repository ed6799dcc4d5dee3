/**
 * The address rules every hop of every fetch passes, as pure functions: which URLs
 * may be fetched at all, and which IP addresses count as the public internet. The socket-level
 * guard (guarded-agent.ts) applies isPublicAddress to what DNS answers; checkUrl applies it to IP
 * literals, because a socket connecting to a literal never asks DNS.
 */
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { isInternetHostName, isLoopbackName } from '@shop-scanner/shared/host-name';
import { FetchRefused } from './fetch-refused';

/** The ports stores serve on. Anything else (8080, 22, 6379) smells of an internal service. */
export const PUBLIC_PORTS: readonly number[] = [80, 443];

/**
 * Global unicast IPv6 is 2000::/3; everything else (including ::/96, IPv4-compatible) is not the
 * internet.
 */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * True when the address is public unicast. ipaddr.js names every special range (loopback,
 * private, link-local with the cloud metadata addresses, CGNAT, multicast, reserved, unique-local);
 * process() unwraps IPv4-mapped IPv6 first, so ::ffff:127.0.0.1 is judged as 127.0.0.1. 6to4,
 * Teredo and NAT64 have ranges of their own and are refused whole: they may embed any IPv4.
 */
export const isPublicAddress = (address: string): boolean => {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  if (ip.range() !== 'unicast') return false;
  return ip.kind() === 'ipv4' || ip.match(GLOBAL_UNICAST_V6);
};

/** The port a URL connects to, default ports included. */
export const effectivePort = (url: URL): number =>
  url.port !== '' ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;

/** The allow-list's key of a URL: its hostname (as URL normalized it) and port. */
export const hostKey = (url: URL): string => `${url.hostname}:${effectivePort(url)}`;

/** The hostname without IPv6 brackets, as a socket sees it. */
export const bareHostname = (url: URL): string =>
  url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;

export interface CheckedUrl {
  url: URL;
  /** A local fixture the allow-list names: any port, any address. */
  allowListed: boolean;
  /** The host is an IP literal, already checked here: no DNS answer to check later. */
  ipLiteral: boolean;
}

export interface UrlPolicy {
  allowList: ReadonlySet<string>;
  ports: readonly number[];
}

/**
 * Checks a URL by the rules that need no DNS: parseable, http(s), no credentials, a public port,
 * a host that could be a host on the internet (by its form: no braces, spaces or single words),
 * and a public address when the host is an IP literal. WHATWG parsing has already turned the odd
 * IPv4 spellings (127.1, 2130706433, 0x7f.1, 017700000001) into dotted quads in `hostname`.
 * Each hop of a redirect passes here too, so a Location header is held to the same form.
 */
export const checkUrl = (raw: string, policy: UrlPolicy): CheckedUrl => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefused('invalid-url', 'not an absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchRefused('scheme', `${url.protocol} is not http or https`);
  if (url.username !== '' || url.password !== '')
    throw new FetchRefused('credentials', 'the URL carries a user name or password');
  if (url.hostname === '') throw new FetchRefused('invalid-url', 'no host');

  const host = bareHostname(url);
  const ipLiteral = isIP(host) !== 0;
  if (policy.allowList.has(hostKey(url))) return { url, allowListed: true, ipLiteral };

  const port = effectivePort(url);
  if (!policy.ports.includes(port)) throw new FetchRefused('port', `port ${port} is not allowed`);
  if (isLoopbackName(url.hostname))
    throw new FetchRefused('private-address', `${url.hostname} is this machine's own name`);
  if (!isInternetHostName(url.hostname))
    throw new FetchRefused('invalid-url', 'the address has no real host name');
  if (ipLiteral && !isPublicAddress(host))
    throw new FetchRefused('private-address', `${host} is not a public address`);
  return { url, allowListed: false, ipLiteral };
};
