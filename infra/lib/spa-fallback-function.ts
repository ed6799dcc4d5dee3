/**
 * CloudFront Function (cloudfront-js-2.0, viewer request) for the SPA's client-side routes.
 *
 * Why not the usual distribution-wide "403/404 -> /index.html 200" error responses: `/api/*` and
 * `/auth/*` go through the same distribution, and those error responses would turn every API 404
 * (e.g. GET /api/subscription's "no subscription yet") and 403 (business-only routes) into the
 * SPA's HTML with status 200. Rewriting on the S3 behaviour only leaves API statuses alone.
 *
 * A path whose last segment has no dot is an app route (/scan, /products/42) and gets index.html;
 * files (/assets/app-1a2b.js, /config.json, /sw.js) pass through unchanged.
 */
export const spaFallbackFunctionCode = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;
