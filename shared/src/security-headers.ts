/**
 * Response headers for the SPA, the same in both homes: CloudFront's response headers policy
 * and the local server's static handler are built from this.
 */

/** What the checkout's card form needs beyond the SPA's own origin. */
export interface PaymentSources {
  readonly script: readonly string[];
  readonly frame: readonly string[];
  readonly connect: readonly string[];
}

/**
 * On AWS: Stripe.js and its Payment Element (Stripe's CSP guide: the script and its frames from
 * js.stripe.com, 3-D Secure pages from hooks.stripe.com, its API at api.stripe.com).
 */
export const stripeJsSources: PaymentSources = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** Locally: only the Stripe stand-in's card form, in a frame from the stand-in's origin. */
export const localStripeSources = (standInUrl: string): PaymentSources => ({
  script: [],
  frame: [new URL(standInUrl).origin],
  connect: [],
});

const noPaymentSources: PaymentSources = { script: [], frame: [], connect: [] };

export interface ContentSecurityPolicyOptions {
  /** Extra origins the SPA calls (the Cognito endpoint on AWS; none locally, it is same-origin). */
  readonly connectSources: readonly string[];
  /** The checkout's card form (stripeJsSources or localStripeSources); none: no checkout. */
  readonly payments?: PaymentSources;
}

const list = (...sources: readonly string[]) => [...new Set(sources)].join(' ');

export const contentSecurityPolicy = ({
  connectSources,
  payments = noPaymentSources,
}: ContentSecurityPolicyOptions): string =>
  [
    "default-src 'self'",
    // wasm-unsafe-eval: the barcode decoder is WebAssembly (loaded on /scan only).
    `script-src ${list("'self'", "'wasm-unsafe-eval'", ...payments.script)}`,
    "style-src 'self' 'unsafe-inline'",
    // Product images come from the stores' own hosts.
    "img-src 'self' data: blob: https:",
    `connect-src ${list("'self'", ...connectSources, ...payments.connect)}`,
    `frame-src ${payments.frame.length > 0 ? list(...payments.frame) : "'none'"}`,
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
