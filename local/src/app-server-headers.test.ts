import { describe, expect, it } from 'vitest';
import { spaSecurityHeaders } from './app-server';

describe('spaSecurityHeaders (local)', () => {
  it("lets the checkout frame the Stripe stand-in's card form, and nothing from stripe.com", () => {
    const csp = spaSecurityHeaders(false, {
      kind: 'stand-in',
      url: 'http://127.0.0.1:3012',
    })['content-security-policy'];
    expect(csp).toContain('frame-src http://127.0.0.1:3012;');
    expect(csp).not.toContain('stripe.com');
  });

  it('lets Stripe.js load its frames when the stack uses Stripe itself', () => {
    const csp = spaSecurityHeaders(false, { kind: 'stripe', publishableKey: 'pk_test_1' })[
      'content-security-policy'
    ];
    expect(csp).toContain('https://js.stripe.com');
    expect(csp).not.toContain('127.0.0.1');
  });

  it('allows no frames when no stand-in runs, and sends no CSP under Vite dev', () => {
    expect(spaSecurityHeaders(false)['content-security-policy']).toContain("frame-src 'none'");
    expect(spaSecurityHeaders(true)).not.toHaveProperty('content-security-policy');
  });
});
