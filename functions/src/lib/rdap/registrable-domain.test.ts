import { describe, expect, it } from 'vitest';
import { registrableDomainOf } from './registrable-domain';

describe('registrableDomainOf', () => {
  it.each([
    ['example.com', 'example.com'],
    ['shop.example.com', 'example.com'],
    ['a.b.shop.example.com', 'example.com'],
    ['shop.example.co.uk', 'example.co.uk'],
    ['Shop.Example.COM.', 'example.com'],
    ['store.example.com.au', 'example.com.au'],
    ['xn--bcher-kva.de', 'xn--bcher-kva.de'],
    // The platform's own site is its own registration.
    ['myshopify.com', 'myshopify.com'],
  ])('%s → %s', (host, domain) => {
    expect(registrableDomainOf(host)).toEqual({ domain });
  });

  it.each(['127.0.0.1', '203.0.113.9', '::1', '[2001:db8::1]'])('%s is an address', (host) => {
    expect(registrableDomainOf(host)).toEqual({ note: 'an address, not a domain name' });
  });

  it('has nothing to ask about a name without a registrable domain', () => {
    expect(registrableDomainOf('localhost')).toEqual({
      note: 'localhost has no registrable domain',
    });
    expect(registrableDomainOf('co.uk')).toEqual({ note: 'co.uk has no registrable domain' });
    expect(registrableDomainOf('')).toEqual({ note: 'an empty host has no registrable domain' });
  });

  it("does not give a store on a platform's shared domain the platform's age", () => {
    expect(registrableDomainOf('cool-store.myshopify.com')).toEqual({
      note: "a site on myshopify.com, a shared platform domain: its registration is not the store's",
    });
    expect(registrableDomainOf('someone.github.io')).toMatchObject({
      note: expect.stringContaining('github.io'),
    });
  });
});
