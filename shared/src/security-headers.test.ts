import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, localStripeSources, stripeJsSources } from './security-headers';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ');

describe('contentSecurityPolicy', () => {
  it('allows no frames and no third-party scripts without a checkout', () => {
    const csp = contentSecurityPolicy({ connectSources: [] });
    expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
  });

  it("on AWS allows Stripe.js, its frames and its API, next to Cognito's endpoint", () => {
    // Prepare
    const cognito = 'https://cognito-idp.eu-west-1.amazonaws.com';

    // Act
    const csp = contentSecurityPolicy({ connectSources: [cognito], payments: stripeJsSources });

    // Assess
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://js.stripe.com',
    ]);
    expect(directive(csp, 'frame-src')).toEqual([
      'https://js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", cognito, 'https://api.stripe.com']);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it("locally allows only the stand-in's origin, as a frame", () => {
    const csp = contentSecurityPolicy({
      connectSources: [],
      payments: localStripeSources('http://127.0.0.1:3012/some/path'),
    });
    expect(directive(csp, 'frame-src')).toEqual(['http://127.0.0.1:3012']);
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp).not.toContain('stripe.com');
  });
});
