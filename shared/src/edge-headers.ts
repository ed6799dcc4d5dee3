/**
 * Headers the edge sets for the API, read by the Lambdas: one name for both homes' code. The edge
 * is CloudFront on AWS and the local gateway on one machine; either overwrites whatever a client
 * sent under these names, so a client can never choose their values.
 */

/**
 * The viewer's IP. On AWS the distribution's viewer-request function on /api/* and /auth/*
 * (infra/lib/viewer-ip-function.ts) writes it; locally the gateway writes the socket's address
 * (local/src/gateway.ts). functions/src/lib/http/guest-address.ts keys guests' allowances and rate
 * limits by it.
 */
export const VIEWER_IP_HEADER = 'x-shop-scanner-viewer-ip';

/**
 * The origin secret: CloudFront adds it to every request it sends to the API (an origin custom
 * header whose value is a generated Secrets Manager secret), and the API answers 403 to a request
 * without it (functions/src/lib/http/origin-verify.ts). It is what makes the viewer-IP header
 * trustworthy: a request that did not come through the distribution (the execute-api URL called
 * directly) never reaches a route.
 */
export const ORIGIN_VERIFY_HEADER = 'x-shop-scanner-origin-verify';
