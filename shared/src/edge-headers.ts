/**
 * Headers the CDN sets for the API, read by the Lambdas: one name for both homes' code.
 * The distribution's viewer-request function on /api/* (infra/lib/viewer-ip-function.ts) writes the
 * viewer's IP here, overwriting whatever a client sent; functions/src/lib/http/guest-address.ts
 * keys guests' allowances by it.
 */
export const VIEWER_IP_HEADER = 'x-shop-scanner-viewer-ip';
