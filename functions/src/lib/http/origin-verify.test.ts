import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '@shop-scanner/shared/edge-headers';
import { cameThroughEdge } from './origin-verify';

const secret = 'Zq81mJ0sT3cretFromSecretsManager0123456789';

describe('cameThroughEdge on AWS (a secret is configured)', () => {
  it('lets a request through CloudFront in: it carries the secret', () => {
    expect(cameThroughEdge({ [ORIGIN_VERIFY_HEADER]: secret }, secret)).toBe(true);
  });

  it.each([
    ['no header at all (the execute-api URL called directly)', {}],
    ['no headers object', undefined],
    ['a wrong value', { [ORIGIN_VERIFY_HEADER]: 'guess' }],
    ['a value of the right length but wrong', { [ORIGIN_VERIFY_HEADER]: secret.replace('Z', 'Y') }],
    ['the secret with a suffix', { [ORIGIN_VERIFY_HEADER]: `${secret}x` }],
    ['an empty value', { [ORIGIN_VERIFY_HEADER]: '' }],
    ['the secret under another header name', { 'x-origin-verify': secret }],
  ])('refuses %s', (_label, headers) => {
    expect(cameThroughEdge(headers, secret)).toBe(false);
  });
});

describe('cameThroughEdge locally (no secret: the local gateway is the edge)', () => {
  it('lets every request in, header or not', () => {
    expect(cameThroughEdge({}, undefined)).toBe(true);
    expect(cameThroughEdge({ [ORIGIN_VERIFY_HEADER]: 'anything' }, undefined)).toBe(true);
    expect(cameThroughEdge(undefined, '')).toBe(true);
  });
});
