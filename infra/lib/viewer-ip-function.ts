/**
 * CloudFront Function (cloudfront-js-2.0, viewer request) on /api/* and /auth/*: tells the API
 * the viewer's IP. Behind CloudFront the API's source address is the edge's, shared by every
 * guest there, and CloudFront's own CloudFront-Viewer-Address header is not forwarded by the
 * AllViewerExceptHostHeader policy that API Gateway origins need (its allExcept behaviour covers
 * viewer headers only, and a policy that adds CloudFront headers also forwards Host, which API
 * Gateway refuses). A header the function sets is a viewer header, so that policy forwards it.
 * It always overwrites: a client cannot choose its allowance's address through the CDN. And the
 * API serves only requests that carry the distribution's origin secret (constructs/api.ts,
 * functions/src/lib/http/origin-verify.ts), so the header cannot be forged past the CDN either.
 */
import { VIEWER_IP_HEADER } from '@shop-scanner/shared/edge-headers';

export const viewerIpFunctionCode = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_IP_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;
