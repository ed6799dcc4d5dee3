import { describe, expect, it } from 'vitest';
import { VIEWER_IP_HEADER } from '@shop-scanner/shared/edge-headers';
import {
  allowanceAddress,
  guestAllowanceAddress,
  viewerIp,
  viewerAddressMissing,
} from './guest-address';

describe('viewerIp', () => {
  it.each([
    ['an IPv4 address', '198.51.100.10', '198.51.100.10'],
    ['an IPv6 address', '2001:db8:85a3::8a2e:370:7334', '2001:db8:85a3::8a2e:370:7334'],
    ['surrounding spaces', ' 198.51.100.10 ', '198.51.100.10'],
  ])('reads %s', (_label, value, ip) => {
    expect(viewerIp(value)).toBe(ip);
  });

  it.each([
    ['garbage', 'not-an-address'],
    ['an empty value', ''],
    ['a host name', 'example.com'],
    ['an IPv4 address with a bad octet', '300.1.1.1'],
    ['an address with a port', '198.51.100.10:443'],
  ])('finds no address in %s', (_label, value) => {
    expect(viewerIp(value)).toBeUndefined();
  });
});

describe('allowanceAddress', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(allowanceAddress('203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys IPv6 addresses of one /64 alike, whatever their interface part and spelling', () => {
    const keys = [
      '2001:db8:a:b:1111:2222:3333:4444',
      '2001:0db8:000a:000b::1',
      '2001:DB8:A:B:ffff::',
    ].map(allowanceAddress);

    expect(new Set(keys)).toEqual(new Set(['2001:db8:a:b::/64']));
  });

  it('keeps neighbouring /64 prefixes apart', () => {
    expect(allowanceAddress('2001:db8:a:c::1')).not.toBe(allowanceAddress('2001:db8:a:b::1'));
    expect(allowanceAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(allowanceAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(allowanceAddress('::ffff:c000:201')).toBe('192.0.2.1');
  });
});

describe('guestAllowanceAddress', () => {
  const edge = '130.176.1.1';

  it('prefers the viewer IP the CDN forwards over the edge that called', () => {
    const headers = { [VIEWER_IP_HEADER]: '198.51.100.10' };

    expect(guestAllowanceAddress(headers, edge)).toBe('198.51.100.10');
  });

  it('keys an IPv6 viewer by its /64', () => {
    const headers = { [VIEWER_IP_HEADER]: '2001:db8:a:b:1:2:3:4' };

    expect(guestAllowanceAddress(headers, edge)).toBe('2001:db8:a:b::/64');
  });

  it('falls back to the source address without the header, or with a value that is no address', () => {
    expect(guestAllowanceAddress({}, '203.0.113.7')).toBe('203.0.113.7');
    expect(guestAllowanceAddress(undefined, '2001:db8::9')).toBe('2001:db8:0:0::/64');
    expect(guestAllowanceAddress({ [VIEWER_IP_HEADER]: 'garbage' }, '203.0.113.7')).toBe(
      '203.0.113.7',
    );
  });
});

describe('viewerAddressMissing', () => {
  it('tells a request through CloudFront without the viewer IP', () => {
    expect(viewerAddressMissing({ 'x-amz-cf-id': 'abc' })).toBe(true);
    expect(viewerAddressMissing({ 'x-amz-cf-id': 'abc', [VIEWER_IP_HEADER]: '1.2.3.4' })).toBe(
      false,
    );
    // A direct call (locally, or the execute-api URL) has no CloudFront request id.
    expect(viewerAddressMissing({})).toBe(false);
    expect(viewerAddressMissing(undefined)).toBe(false);
  });
});
