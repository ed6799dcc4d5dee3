/**
 * Response headers for the SPA, the same in both homes: CloudFront's response headers policy
 * and the local server's static handler are built from this.
 */

export interface ContentSecurityPolicyOptions {
  /** Extra origins the SPA calls (the Cognito endpoint on AWS; none locally, it is same-origin). */
  readonly connectSources: readonly string[];
}

export const contentSecurityPolicy = ({ connectSources }: ContentSecurityPolicyOptions): string =>
  [
    "default-src 'self'",
    // wasm-unsafe-eval: the barcode decoder is WebAssembly (loaded on /scan only).
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    // Product images come from the stores' own hosts.
    "img-src 'self' data: blob: https:",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');

/** Headers every SPA response carries, besides the CSP. */
export const staticSecurityHeaders = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
} as const;
