import { describe, expect, it, vi } from 'vitest';
import {
  productPageRequestSchema,
  storeAnalysisMessages,
  webUrlSchema,
} from '@shop-scanner/shared/store-analysis';
import { checkProductUrl, checkStoreUrl } from './web-url-rule';

/** Addresses as shoppers type them, and the odd ones the server must refuse or repair. */
const battery = [
  '',
  '   ',
  'shop.example',
  '  shop.example/collections/all  ',
  'www.shop.example',
  'https://shop.example',
  'HTTPS://Shop.Example/Path?q=1#top',
  'http://shop.example:8080/products/a',
  'https://shop.example/a b',
  'https://exa\nmple.com/',
  'https:shop.example',
  'https:/shop.example',
  'http//shop.example',
  'ftp://shop.example',
  'javascript:alert(1)',
  'data:text/html,hi',
  'localhost:3000',
  'mailto:shop@example.com',
  'https://',
  'https://[::1]/',
  'https://127.0.0.1/',
  'not a url',
  'shop example',
  '//shop.example',
  `https://shop.example/${'a'.repeat(2040)}`,
  `https://shop.example/${'a'.repeat(2100)}`,
  // Hosts that cannot be a host on the internet, refused by their form before any DNS lookup.
  '${7*7}{{7*7}}',
  'https://{{shop}}.example/',
  '/products/123',
  'https://shop/',
  'https://-shop.example/',
  'https://shop.example-/',
  'https://shop.1a/',
  `https://${'a'.repeat(64)}.example/`,
  // Real forms of real hosts.
  'https://xn--bcher-kva.example/',
  'https://bücher.example/',
  'https://my_shop.example.com/',
  'https://shop.example./',
  'https://1.2.3.4/',
  ' '.repeat(2049),
];

const zodVerdict = (schema: { safeParse: (v: unknown) => unknown }, value: string) => {
  const result = schema.safeParse(value) as
    { success: true; data: string } | { success: false; error: { issues: { message: string }[] } };
  return result.success
    ? { ok: true, url: result.data }
    : { ok: false, message: result.error.issues[0]?.message };
};

describe('checkStoreUrl: the server rule without zod', () => {
  it.each(battery)('answers %j as webUrlSchema does', (value) => {
    // Prepare
    const expected = zodVerdict(webUrlSchema, value);

    // Act
    const actual = checkStoreUrl(value);

    // Assess
    expect(actual).toEqual(expected);
  });

  it('refuses a space in the host in Chromium too, whose URL parser lets it through', () => {
    // Prepare: Chromium's URL reads "https://not a url" as the host "not%20a%20url".
    class ChromiumUrl {
      readonly protocol: string;
      readonly hostname: string;
      constructor(input: string) {
        const [, scheme = '', host = ''] = /^(https?:)\/\/([^/?#]*)/i.exec(input) ?? [];
        this.protocol = scheme.toLowerCase();
        this.hostname = host.toLowerCase().replaceAll(' ', '%20');
      }
    }
    vi.stubGlobal('URL', ChromiumUrl);

    try {
      // Act
      const answers = ['not a url', 'shop example', 'https://exa mple.com'].map(checkStoreUrl);

      // Assess
      answers.forEach((answer) =>
        expect(answer).toEqual({ ok: false, message: storeAnalysisMessages.invalidUrl }),
      );
      expect(checkStoreUrl('shop.example/a b')).toEqual({
        ok: true,
        url: 'https://shop.example/a b',
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('takes a bare domain as https:// and says Invalid URL format for anything else', () => {
    expect(checkStoreUrl(' shop.example ')).toEqual({ ok: true, url: 'https://shop.example' });
    expect(checkStoreUrl('ftp://shop.example')).toEqual({
      ok: false,
      message: storeAnalysisMessages.invalidUrl,
    });
  });
});

describe('checkProductUrl: the url tab rule without zod', () => {
  it.each(battery)('answers %j as productPageRequestSchema does', (value) => {
    // Prepare
    const expected = zodVerdict(productPageRequestSchema.shape.url, value);

    // Act
    const actual = checkProductUrl(value);

    // Assess
    expect(actual).toEqual(expected);
  });

  it("says 'Please enter a product URL' for an empty field", () => {
    expect(checkProductUrl('  ')).toEqual({
      ok: false,
      message: storeAnalysisMessages.productUrlRequired,
    });
  });
});
