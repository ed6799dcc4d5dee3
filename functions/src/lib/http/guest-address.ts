/**
 * Which address a guest's search allowance is keyed by (the hash is optional-caller.ts's).
 *
 * On AWS the API is reached through CloudFront, so the request's source address is a CloudFront
 * edge's, shared by every guest at that edge. The distribution's viewer-request function on
 * /api/* and /auth/* writes the viewer's own IP into a header of ours
 * (infra/lib/viewer-ip-function.ts), overwriting anything a client sent. Locally the gateway is
 * the edge and writes the socket's address there the same way (local/src/gateway.ts).
 *
 * Trust: the header is only as good as the edge that wrote it. A client calling the execute-api
 * URL directly could send any value and so reset a guest's allowance with every request; the API
 * therefore refuses every request that does not carry CloudFront's origin secret (origin-verify.ts),
 * so the header a route reads was always written by an edge.
 *
 * IPv6 guests are keyed by their /64 prefix: a household or a device gets a /64 and rotates its
 * temporary addresses within it (RFC 8981), so keying the full address would give each rotation
 * a new allowance.
 */
import { isIP } from 'node:net';
import { VIEWER_IP_HEADER } from '@shop-scanner/shared/edge-headers';

/** The IP in the viewer-IP header; undefined when it holds no valid address. */
export const viewerIp = (value: string): string | undefined => {
  const trimmed = value.trim();
  return isIP(trimmed) ? trimmed : undefined;
};

/** The 8 groups of an IPv6 address, as numbers; undefined when it is not one. */
const ipv6Groups = (ip: string): number[] | undefined => {
  if (isIP(ip) !== 6) return undefined;
  let text = ip.split('%')[0] ?? ip;
  // A dotted IPv4 tail (::ffff:192.0.2.1) becomes two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
};

/**
 * The address an allowance belongs to: an IPv4 address as it is (an IPv4-mapped IPv6 address
 * too), an IPv6 address as its /64 prefix (`2001:db8:a:b::/64`).
 */
export const allowanceAddress = (ip: string): string => {
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
};

/** CloudFront adds it to every request it sends to an origin. */
const CLOUDFRONT_REQUEST_ID_HEADER = 'x-amz-cf-id';

type Headers = Readonly<Record<string, string | undefined>> | undefined;

/**
 * A request that came through CloudFront without the viewer's IP: the viewer-request function is
 * missing from the behaviour, and every guest at one edge would share one allowance. Worth a
 * warning in the logs, not a refusal.
 */
export const viewerAddressMissing = (headers: Headers): boolean =>
  headers?.[CLOUDFRONT_REQUEST_ID_HEADER] !== undefined && headers[VIEWER_IP_HEADER] === undefined;

/**
 * The guest's allowance address for a request: the viewer IP the edge wrote when it holds a
 * valid one, else the source address the gateway saw.
 */
export const guestAllowanceAddress = (headers: Headers, sourceIp: string): string => {
  const forwarded = headers?.[VIEWER_IP_HEADER];
  const viewer = forwarded === undefined ? undefined : viewerIp(forwarded);
  return allowanceAddress(viewer ?? sourceIp);
};
