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
 *
 * A path that looks like the API's but did not match the /api/* and /auth/* behaviours
 * (`//api/x`, `/API/x`, `/%61pi/x`, `/api` alone) is answered here with the API's JSON 404: a
 * client asking the API never gets the app's HTML with a 200 (local/src/gateway.ts's
 * looksLikeApiPath is the same rule on one machine).
 */
import { apiMessages } from '@shop-scanner/shared/messages';

const notFoundBody = JSON.stringify({ message: apiMessages.notFound });

export const spaFallbackFunctionCode = `function looksLikeApi(uri) {
  var decoded = uri;
  try {
    decoded = decodeURIComponent(uri);
  } catch (e) {
    decoded = uri;
  }
  var segments = decoded.split(/[\\/\\\\]/);
  for (var i = 0; i < segments.length; i++) {
    if (segments[i] !== '' && segments[i] !== '.') {
      var first = segments[i].toLowerCase();
      return first === 'api' || first === 'auth';
    }
  }
  return false;
}

function handler(event) {
  var request = event.request;
  if (looksLikeApi(request.uri)) {
    return {
      statusCode: 404,
      statusDescription: 'Not Found',
      headers: {
        'content-type': { value: 'application/json' },
        'cache-control': { value: 'no-store' }
      },
      body: { encoding: 'text', data: ${JSON.stringify(notFoundBody)} }
    };
  }
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;
