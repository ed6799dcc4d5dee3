import { staticSecurityHeaders } from '@shop-scanner/shared/security-headers';
import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';

/**
 * The shared header values (also served by the local server) turned into CloudFront's typed
 * response headers policy settings. Throws at synth if a shared value has no CloudFront form,
 * so the two homes cannot silently disagree.
 */
export const securityHeadersBehavior = (contentSecurityPolicy: string) => {
  const hsts = parseHsts(staticSecurityHeaders['strict-transport-security']);
  const behavior: ResponseSecurityHeadersBehavior = {
    contentSecurityPolicy: { contentSecurityPolicy, override: true },
    strictTransportSecurity: {
      accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
      includeSubdomains: hsts.includeSubDomains,
      preload: hsts.preload,
      override: true,
    },
    contentTypeOptions: { override: true },
    frameOptions: {
      frameOption: frameOption(staticSecurityHeaders['x-frame-options']),
      override: true,
    },
    referrerPolicy: {
      referrerPolicy: referrerPolicy(staticSecurityHeaders['referrer-policy']),
      override: true,
    },
  };
  return behavior;
};

/** Headers CloudFront has no typed setting for, sent as custom headers. */
export const customSecurityHeaders = () => [
  {
    header: 'permissions-policy',
    value: staticSecurityHeaders['permissions-policy'],
    override: true,
  },
];

const parseHsts = (value: string) => {
  const parts = value.split(';').map((p) => p.trim().toLowerCase());
  const maxAge = parts.find((p) => p.startsWith('max-age='));
  if (!maxAge) throw new Error(`HSTS header without max-age: ${value}`);
  return {
    maxAgeSeconds: Number(maxAge.slice('max-age='.length)),
    includeSubDomains: parts.includes('includesubdomains'),
    preload: parts.includes('preload'),
  };
};

const frameOption = (value: string): HeadersFrameOption => {
  const option = Object.values(HeadersFrameOption).find((o) => o === value.toUpperCase());
  if (!option) throw new Error(`Unsupported X-Frame-Options for CloudFront: ${value}`);
  return option;
};

const referrerPolicy = (value: string): HeadersReferrerPolicy => {
  const policy = Object.values(HeadersReferrerPolicy).find((p) => p === value);
  if (!policy) throw new Error(`Unsupported Referrer-Policy for CloudFront: ${value}`);
  return policy;
};
