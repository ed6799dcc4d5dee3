import {
  contentSecurityPolicy,
  staticSecurityHeaders,
  stripeJsSources,
} from '@shop-scanner/shared/security-headers';
import { describe, expect, it } from 'vitest';
import { securityHeaderProblems } from './security-header-problems';

/** The headers CloudFront's response headers policy sends, as the stack builds them. */
const awsHeaders = () =>
  new Headers({
    ...staticSecurityHeaders,
    'content-security-policy': contentSecurityPolicy({
      connectSources: ['https://cognito-idp.eu-west-1.amazonaws.com'],
      payments: stripeJsSources,
    }),
  });

describe('securityHeaderProblems', () => {
  it('accepts the headers of either home, whose policies differ only in the origins they name', () => {
    // Prepare
    const local = new Headers({
      ...staticSecurityHeaders,
      'content-security-policy': contentSecurityPolicy({ connectSources: [] }),
    });

    // Act
    const problems = [securityHeaderProblems(awsHeaders()), securityHeaderProblems(local)];

    // Assess
    expect(problems).toEqual([[], []]);
  });

  it('reads HSTS as CloudFront may spell it: the same directives, another case and order', () => {
    // Prepare
    const headers = awsHeaders();
    headers.set('strict-transport-security', 'max-age=63072000;preload; includesubdomains');

    // Act
    const problems = securityHeaderProblems(headers);

    // Assess
    expect(problems).toEqual([]);
  });

  it('names each missing header', () => {
    // Prepare
    const headers = awsHeaders();
    headers.delete('x-frame-options');
    headers.delete('content-security-policy');

    // Act
    const problems = securityHeaderProblems(headers);

    // Assess
    expect(problems).toEqual(['x-frame-options missing', 'content-security-policy missing']);
  });

  it('names a weaker value, and a policy directive loosened or left out', () => {
    // Prepare
    const headers = awsHeaders();
    headers.set('x-frame-options', 'SAMEORIGIN');
    headers.set(
      'content-security-policy',
      headers
        .get('content-security-policy')!
        .replace("frame-ancestors 'none'", 'frame-ancestors *')
        .replace("; object-src 'none'", ''),
    );

    // Act
    const problems = securityHeaderProblems(headers);

    // Assess
    expect(problems).toEqual([
      'x-frame-options is "SAMEORIGIN", expected "DENY"',
      `content-security-policy frame-ancestors is "*", expected "'none'"`,
      'content-security-policy lacks object-src',
    ]);
  });
});
