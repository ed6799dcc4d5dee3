/**
 * What a deployment is told: the stack's name and the context values the app reads (`-c key=value`,
 * cdk.json's context, or the environment variable named beside a key). The CDK app and
 * `npm run deploy` read and check them with these same functions, so the deploy's pre-check
 * refuses exactly what a synth would, before anything is uploaded. docs/deploy.md#context-values
 * lists them for the operator.
 */
import { vapidSubjectProblem } from '@shop-scanner/shared/push-rules';
import { looksLikeEmailAddress } from './alarm-email';
import { senderAddress } from './constructs/support-mail';

/** The one stack of the app (infra/bin/app.ts). */
export const STACK_NAME = 'ShopScanner';

export const contextKeys = [
  'stripePublishableKey',
  'vapidSubject',
  'supportMailFrom',
  'alarmEmail',
  'tracing',
  'domainNames',
  'certificateArn',
] as const;
export type ContextKey = (typeof contextKeys)[number];
export type ContextValues = Partial<Record<ContextKey, string>>;

/** The environment variable each key falls back to, where it has one. */
export const contextEnvironment: Partial<Record<ContextKey, string>> = {
  stripePublishableKey: 'STRIPE_PUBLISHABLE_KEY',
  vapidSubject: 'VAPID_SUBJECT',
  supportMailFrom: 'SUPPORT_MAIL_FROM',
  alarmEmail: 'ALARM_EMAIL',
};

/**
 * Each key's value: the context's (a string, or a boolean written in cdk.json), else its
 * environment variable's; empty values count as unset.
 */
export const readContextValues = (
  lookup: (key: ContextKey) => unknown,
  env: Readonly<Record<string, string | undefined>> = {},
): ContextValues =>
  Object.fromEntries(
    contextKeys.flatMap((key) => {
      const fromContext = lookup(key);
      const variable = contextEnvironment[key];
      const value =
        typeof fromContext === 'string' || typeof fromContext === 'boolean'
          ? String(fromContext)
          : variable
            ? env[variable]
            : undefined;
      return value !== undefined && value.trim() !== '' ? [[key, value.trim()]] : [];
    }),
  );

const stripePublishableKeyPattern = /^pk_(test|live)_[A-Za-z0-9]+$/;
/** A DNS name CloudFront accepts as an alternate domain name (a leading `*.` allowed). */
const domainNamePattern = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** CloudFront takes certificates from ACM in us-east-1 only, whatever the stack's region. */
const usEast1CertificatePattern = /^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/;

/** The distribution's alternate domain names, from the comma-separated context value. */
export const domainNamesOf = (value: string): string[] =>
  value
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name.length > 0);

const problemOf: Record<ContextKey, (value: string, values: ContextValues) => string | undefined> =
  {
    stripePublishableKey: (value) =>
      stripePublishableKeyPattern.test(value)
        ? undefined
        : 'is not a Stripe publishable key (pk_test_… or pk_live_…)',
    vapidSubject: (value) => vapidSubjectProblem(value),
    supportMailFrom: (value) => {
      try {
        senderAddress(value);
        return undefined;
      } catch {
        return 'is not an e-mail address, with or without a name (Name <address>)';
      }
    },
    alarmEmail: (value) => (looksLikeEmailAddress(value) ? undefined : 'is not an e-mail address'),
    tracing: (value) =>
      value === 'true' || value === 'false' ? undefined : 'must be true or false',
    domainNames: (value, values) => {
      const invalid = domainNamesOf(value).filter(
        (name) => name.length > 253 || !domainNamePattern.test(name),
      );
      if (invalid.length > 0) return `has names that are no domain names: ${invalid.join(', ')}`;
      if (domainNamesOf(value).length === 0) return 'names no domain';
      return values.certificateArn ? undefined : 'needs certificateArn (its certificate in ACM)';
    },
    certificateArn: (value, values) => {
      if (!usEast1CertificatePattern.test(value))
        return 'is not the ARN of an ACM certificate in us-east-1 (arn:aws:acm:us-east-1:…), the only region CloudFront takes certificates from';
      return values.domainNames ? undefined : 'needs domainNames (the names it is for)';
    },
  };

/** One line per invalid value; empty when a synth would accept them all. */
export const contextValueProblems = (values: ContextValues): string[] =>
  contextKeys.flatMap((key) => {
    const value = values[key];
    const problem = value === undefined ? undefined : problemOf[key](value, values);
    return problem ? [`Context value ${key} "${value}" ${problem}.`] : [];
  });

export interface CustomDomain {
  /** The first is the site's address (SiteUrl); any others serve the same site. */
  readonly domainNames: readonly string[];
  readonly certificateArn: string;
}

/** The distribution's own domain, when the context names one (checked values only). */
export const customDomainOf = (values: ContextValues): CustomDomain | undefined =>
  values.domainNames && values.certificateArn
    ? { domainNames: domainNamesOf(values.domainNames), certificateArn: values.certificateArn }
    : undefined;
