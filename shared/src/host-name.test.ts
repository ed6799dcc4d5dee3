import { describe, expect, it } from 'vitest';
import { isInternetHostName, isLoopbackName } from './host-name';

/** The hostname as the URL parser leaves it, the form the rule takes. */
const hostOf = (address: string) => new URL(address).hostname;

describe('isInternetHostName', () => {
  it.each([
    'https://shop.example/',
    'https://www.shop.example.co.uk/',
    'https://my_shop.example.com/',
    'https://xn--bcher-kva.example/',
    'https://bücher.example/',
    'https://shop.example./',
    'https://93.184.216.34/',
    'https://127.1/',
    'https://[2606:2800:220:1::1]/',
    `https://${'a'.repeat(63)}.example/`,
  ])('takes the host of %s', (address) => {
    expect(isInternetHostName(hostOf(address))).toBe(true);
  });

  it.each([
    'https://${7*7}{{7*7}}/',
    'https://{{shop}}.example/',
    'https://shop$.example/',
    'https:///products/123',
    'https://shop/',
    'https://shop.1a/',
    'https://-shop.example/',
    'https://shop-.example/',
    'https://shop..example/',
    'https://shop.example_/',
    'https://shop.e/',
    `https://${'a'.repeat(64)}.example/`,
    `https://${'a.'.repeat(127)}example/`,
  ])('refuses the host of %s', (address) => {
    expect(isInternetHostName(hostOf(address))).toBe(false);
  });

  it('refuses what a browser leaves of a space in the host', () => {
    // Chromium's parser keeps "not a url" as the host "not%20a%20url"; Node's refuses it whole.
    expect(isInternetHostName('not%20a%20url')).toBe(false);
    expect(isInternetHostName('')).toBe(false);
  });
});

describe('isLoopbackName', () => {
  it('knows localhost and its subdomains, and nothing else', () => {
    expect(['localhost', 'localhost.', 'shop.localhost'].map(isLoopbackName)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['localhost.example', 'mylocalhost', 'shop.example'].map(isLoopbackName)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
