import { describe, expect, it } from 'vitest';
import { productMessages } from '@shop-scanner/shared/messages';
import { cameraProblemOf, setTorch } from './camera';
import { classifyDecoded } from './decoded-content';
import { checkImageFile, imageFileMessages } from './image-file';
import { readScanHistory, recordScan, scanHistoryKey } from './scan-history';

const ORIGIN = 'https://shop.example';

describe('classifyDecoded', () => {
  it.each([
    ['4006381333931', { kind: 'barcode', code: '4006381333931' }],
    [' 96385074 ', { kind: 'barcode', code: '96385074' }],
    [`${ORIGIN}/products/p-1`, { kind: 'product-page', productId: 'p-1' }],
    [`${ORIGIN}/products/p%201/`, { kind: 'product-page', productId: 'p 1' }],
    [
      'https://evil.example/products/p-1',
      {
        kind: 'web-link',
        href: 'https://evil.example/products/p-1',
        text: 'https://evil.example/products/p-1',
      },
    ],
    [
      `${ORIGIN}/wishlist`,
      { kind: 'web-link', href: `${ORIGIN}/wishlist`, text: `${ORIGIN}/wishlist` },
    ],
    ['javascript:alert(1)', { kind: 'text', text: 'javascript:alert(1)' }],
    ['4006381333932', { kind: 'text', text: '4006381333932' }],
    ['hello', { kind: 'text', text: 'hello' }],
    // A broken escape in a product link is no product id (decodeURIComponent would throw).
    [
      `${ORIGIN}/products/%E0%A4%A`,
      {
        kind: 'web-link',
        href: `${ORIGIN}/products/%E0%A4%A`,
        text: `${ORIGIN}/products/%E0%A4%A`,
      },
    ],
  ])('reads %s', (text, expected) => {
    expect(classifyDecoded(text, ORIGIN)).toEqual(expected);
  });
});

describe('checkImageFile', () => {
  it('takes images up to 10 MB and refuses the rest', () => {
    expect(checkImageFile({ type: 'image/webp', size: 10 * 1024 * 1024 })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(
      imageFileMessages.tooLarge,
    );
    expect(checkImageFile({ type: 'text/plain', size: 10 })).toBe(imageFileMessages.notAnImage);
    expect(checkImageFile({ type: '', size: 10 })).toBe(imageFileMessages.notAnImage);
  });
});

describe('scan history', () => {
  const entry = (barcode: string) => ({ barcode, timestamp: '2026-11-20T10:00:00.000Z' });

  it('puts the newest first, moves a rescan to the top and keeps 10', () => {
    let history = [entry('a'), entry('b')];
    history = recordScan(history, entry('b'));
    expect(history.map((e) => e.barcode)).toEqual(['b', 'a']);
    for (let i = 0; i < 12; i++) history = recordScan(history, entry(`c${i}`));
    expect(history).toHaveLength(10);
    expect(history[0]!.barcode).toBe('c11');
  });

  it('reads garbage as empty and drops malformed entries', () => {
    localStorage.setItem(scanHistoryKey('u'), '{not json');
    expect(readScanHistory(localStorage, 'u')).toEqual([]);
    localStorage.setItem(scanHistoryKey('u'), JSON.stringify([entry('a'), { barcode: 3 }, null]));
    expect(readScanHistory(localStorage, 'u')).toEqual([entry('a')]);
    expect(readScanHistory(undefined, 'u')).toEqual([]);
  });
});

describe('cameraProblemOf', () => {
  it('reads a refusal as permission denied and the rest as no camera', () => {
    expect(cameraProblemOf(new DOMException('x', 'NotAllowedError'))).toBe('permissionDenied');
    expect(cameraProblemOf(new DOMException('x', 'NotFoundError'))).toBe('noCamera');
    expect(cameraProblemOf(new DOMException('x', 'OverconstrainedError'))).toBe('noCamera');
    expect(cameraProblemOf('weird')).toBe('noCamera');
  });
});

describe('setTorch', () => {
  const track = (capabilities: object, apply: () => Promise<void>) =>
    ({
      getCapabilities: () => capabilities,
      applyConstraints: apply,
    }) as unknown as MediaStreamTrack;

  it('turns a torch on, and reports a camera without one or a refusal in the spec words', async () => {
    expect(
      await setTorch(
        track({ torch: true }, async () => undefined),
        true,
      ),
    ).toEqual({
      ok: true,
      on: true,
    });
    expect(
      await setTorch(
        track({}, async () => undefined),
        true,
      ),
    ).toEqual({
      ok: false,
      message: productMessages.torchUnsupported,
    });
    expect(await setTorch(undefined, true)).toEqual({
      ok: false,
      message: productMessages.torchUnsupported,
    });
    expect(
      await setTorch(
        track({ torch: true }, () => Promise.reject(new Error('busy'))),
        false,
      ),
    ).toEqual({ ok: false, message: productMessages.torchFailed });
  });
});
