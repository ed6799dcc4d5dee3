import { describe, expect, it } from 'vitest';
import {
  asksToSkipWaiting,
  isDecoderAsset,
  isRuntimeConfig,
  NAVIGATION_DENYLIST,
  servesAppShell,
} from './cache-rules';

const origin = 'https://shop.example';
const at = (path: string) => new URL(path, origin);

describe('servesAppShell', () => {
  it.each(['/', '/products', '/products/demo-0007?tab=trend', '/scan', '/help/guide', '/apis'])(
    'answers the app route %s with the app shell',
    (path) => {
      // Act, Assess
      expect(servesAppShell(path)).toBe(true);
    },
  );

  it.each([
    '/api/products/stats',
    '/api',
    '/api?x=1',
    '/API/products',
    '//api/products',
    '/auth/me',
    '/cognito/us-east-1_x/.well-known/jwks.json',
    '/_local/mail',
    '/config.json',
    '/config.json?v=2',
    '/sw.js',
    '/assets/gone-abc123.js',
  ])('leaves %s to the network', (path) => {
    // Act, Assess
    expect(servesAppShell(path)).toBe(false);
  });

  it('keeps every pattern a plain RegExp, as NavigationRoute wants its denylist', () => {
    // Assess: each pattern is anchored at the start of the path
    for (const pattern of NAVIGATION_DENYLIST) expect(pattern.source.startsWith('^\\/')).toBe(true);
  });
});

describe('isRuntimeConfig', () => {
  it('matches the configuration of this origin only', () => {
    // Act, Assess
    expect(isRuntimeConfig(at('/config.json'), origin)).toBe(true);
    expect(isRuntimeConfig(at('/config.json?x=1'), origin)).toBe(true);
    expect(isRuntimeConfig(new URL('https://other.example/config.json'), origin)).toBe(false);
    expect(isRuntimeConfig(at('/api/config.json'), origin)).toBe(false);
  });
});

describe('isDecoderAsset', () => {
  it("matches the decoder's worker and its WebAssembly", () => {
    // Act, Assess
    expect(isDecoderAsset(at('/assets/decoder.worker-DSItdHrF.js'), origin)).toBe(true);
    expect(isDecoderAsset(at('/assets/zxing_reader-Bb9Mx2Pu.wasm'), origin)).toBe(true);
  });

  it('leaves the precached decoder loader, other chunks and other origins alone', () => {
    // Act, Assess
    expect(isDecoderAsset(at('/assets/decoder-DUOWrQsO.js'), origin)).toBe(false);
    expect(isDecoderAsset(at('/assets/scan-C8c0wp68.js'), origin)).toBe(false);
    expect(isDecoderAsset(at('/zxing_reader.wasm'), origin)).toBe(false);
    expect(
      isDecoderAsset(new URL('https://cdn.example/assets/zxing_reader-Bb9Mx2Pu.wasm'), origin),
    ).toBe(false);
  });
});

describe('asksToSkipWaiting', () => {
  it("recognises the page's message and nothing else", () => {
    // Act, Assess
    expect(asksToSkipWaiting({ type: 'SKIP_WAITING' })).toBe(true);
    expect(asksToSkipWaiting({ type: 'OTHER' })).toBe(false);
    expect(asksToSkipWaiting('SKIP_WAITING')).toBe(false);
    expect(asksToSkipWaiting(null)).toBe(false);
  });
});
