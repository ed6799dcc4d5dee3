/**
 * What the smoke test expects of the site's response headers: the values both homes send
 * (shared/src/security-headers.ts, which CloudFront's response headers policy and the local
 * server are built from). The content security policy differs between the homes only where it
 * names other origins (Cognito's endpoint and Stripe.js on AWS, the Stripe stand-in locally), so
 * those directives must be present, and every other one must be exactly as shared.
 */
import {
  contentSecurityPolicy,
  staticSecurityHeaders,
} from '@shop-scanner/shared/security-headers';

/** Directives whose sources depend on the home (the checkout and Cognito's origins). */
const homeDependentDirectives = new Set(['script-src', 'connect-src', 'frame-src']);

/**
 * A header's value as a set of its parts, case and spacing aside: CloudFront writes the HSTS
 * header from typed settings, so its spelling may differ from ours while meaning the same.
 */
const normalized = (value: string): string =>
  value
    .split(';')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.length > 0)
    .sort()
    .join('; ');

const directivesOf = (policy: string): Map<string, string> =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim())
      .filter((directive) => directive.length > 0)
      .map((directive) => {
        const [name = '', ...sources] = directive.split(/\s+/);
        return [name.toLowerCase(), sources.join(' ')];
      }),
  );

const policyProblems = (actual: string | null): string[] => {
  if (actual === null) return ['content-security-policy missing'];
  const expected = directivesOf(contentSecurityPolicy({ connectSources: [] }));
  const served = directivesOf(actual);
  return [...expected].flatMap(([name, sources]) => {
    const servedSources = served.get(name);
    if (servedSources === undefined) return [`content-security-policy lacks ${name}`];
    if (homeDependentDirectives.has(name) || servedSources === sources) return [];
    return [`content-security-policy ${name} is "${servedSources}", expected "${sources}"`];
  });
};

/** Each header that is missing or differs, in words; empty when all are as both homes send. */
export const securityHeaderProblems = (headers: Headers): string[] => [
  ...Object.entries(staticSecurityHeaders).flatMap(([name, expected]) => {
    const actual = headers.get(name);
    if (actual === null) return [`${name} missing`];
    return normalized(actual) === normalized(expected)
      ? []
      : [`${name} is "${actual}", expected "${expected}"`];
  }),
  ...policyProblems(headers.get('content-security-policy')),
];
