import { describe, expect, it } from 'vitest';
import {
  AUTH_SECRET_BYTES,
  isBase64UrlOfBytes,
  isP256PublicKeyText,
  isPushEndpointForm,
  vapidSubjectProblem,
} from './push-rules';

// A real browser subscription's keys (the shape PushSubscription.toJSON() gives).
const P256DH =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const AUTH = 'tBHItJI5svbpez7KI4CCXg';

describe('isBase64UrlOfBytes', () => {
  it('takes a 16-byte secret unpadded or padded', () => {
    expect(isBase64UrlOfBytes(AUTH, AUTH_SECRET_BYTES)).toBe(true);
    expect(isBase64UrlOfBytes(`${AUTH}==`, AUTH_SECRET_BYTES)).toBe(true);
  });

  it.each([
    ['one character short', AUTH.slice(0, -1)],
    ['one character long', `${AUTH}A`],
    ['plain base64 characters', 'tBHItJI5svbpez7KI4CC+g'],
    ['a second spelling of the same bytes (low bits set)', 'tBHItJI5svbpez7KI4CCXh'],
    ['empty', ''],
  ])('refuses %s', (_case, text) => {
    expect(isBase64UrlOfBytes(text, AUTH_SECRET_BYTES)).toBe(false);
  });
});

describe('isP256PublicKeyText', () => {
  it('takes an uncompressed point (65 bytes starting 0x04)', () => {
    expect(isP256PublicKeyText(P256DH)).toBe(true);
  });

  it('refuses 65 bytes that do not start with 0x04, and a compressed point', () => {
    expect(isP256PublicKeyText(`A${P256DH.slice(1)}`)).toBe(false);
    expect(isP256PublicKeyText(P256DH.slice(0, 44))).toBe(false);
  });
});

describe('isPushEndpointForm', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'http://127.0.0.1:4571/notify/abc',
    'http://localhost:4571/notify/abc',
  ])('takes %s', (endpoint) => {
    expect(isPushEndpointForm(endpoint)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'http://10.0.0.1/notify',
    'ftp://example.com/x',
    'https://user:pass@fcm.googleapis.com/x',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isPushEndpointForm(endpoint)).toBe(false);
  });
});

describe('vapidSubjectProblem', () => {
  it.each([
    'mailto:ops@shop.example.org',
    'https://shop-scanner.example.org',
    'https://d1234.cloudfront.net',
  ])('takes %s', (subject) => {
    expect(vapidSubjectProblem(subject)).toBeUndefined();
  });

  it.each([
    ['a localhost URL', 'https://localhost:3000'],
    ['a loopback address', 'https://127.0.0.1'],
    ['a .local host', 'https://shop.local'],
    ['an address at localhost', 'mailto:admin@localhost'],
    ['an http URL', 'http://shop.example.org'],
    ['a mailto without an address', 'mailto:'],
    ['a bare address', 'ops@shop.example.org'],
  ])('refuses %s', (_case, subject) => {
    expect(vapidSubjectProblem(subject)).toBeDefined();
  });
});
