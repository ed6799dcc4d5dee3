import { describe, expect, it } from 'vitest';
import {
  contextValueProblems,
  customDomainOf,
  readContextValues,
  type ContextValues,
} from '../lib/deploy-settings';

const certificateArn =
  'arn:aws:acm:us-east-1:123456789012:certificate/0f8a4c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b';

describe('the deployment context values', () => {
  it('reads the context first, then the environment variable, and drops empty values', () => {
    // Prepare
    const context: Record<string, unknown> = {
      stripePublishableKey: 'pk_test_fromContext',
      tracing: true,
      alarmEmail: '  ',
    };

    // Act
    const values = readContextValues((key) => context[key], {
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fromEnvironment',
      SUPPORT_MAIL_FROM: 'Support <support@shop.example.org>',
    });

    // Assess
    expect(values).toEqual({
      stripePublishableKey: 'pk_test_fromContext',
      supportMailFrom: 'Support <support@shop.example.org>',
      tracing: 'true',
    });
  });

  it('accepts a complete, valid set', () => {
    // Prepare
    const values: ContextValues = {
      stripePublishableKey: 'pk_live_51AbCdEf',
      vapidSubject: 'mailto:push@shop.example.org',
      supportMailFrom: 'Shop Scanner Support <support@shop.example.org>',
      alarmEmail: 'oncall@shop.example.org',
      tracing: 'false',
      domainNames: 'shop.example.org, www.shop.example.org',
      certificateArn,
    };

    // Act
    const problems = contextValueProblems(values);

    // Assess
    expect(problems).toEqual([]);
  });

  it('says in one line per value what is wrong with it', () => {
    // Prepare
    const values: ContextValues = {
      stripePublishableKey: 'sk_live_secret',
      vapidSubject: 'http://localhost',
      supportMailFrom: 'Support',
      alarmEmail: 'oncall',
      tracing: 'yes',
    };

    // Act
    const problems = contextValueProblems(values);

    // Assess
    expect(problems).toEqual([
      'Context value stripePublishableKey "sk_live_secret" is not a Stripe publishable key (pk_test_… or pk_live_…).',
      'Context value vapidSubject "http://localhost" it is neither a mailto: address nor an https URL.',
      'Context value supportMailFrom "Support" is not an e-mail address, with or without a name (Name <address>).',
      'Context value alarmEmail "oncall" is not an e-mail address.',
      'Context value tracing "yes" must be true or false.',
    ]);
  });

  it('refuses a certificate outside us-east-1, a domain without a certificate, and a name that is none', () => {
    // Act
    const problems = [
      contextValueProblems({
        domainNames: 'shop.example.org',
        certificateArn: certificateArn.replace('us-east-1', 'eu-west-1'),
      }),
      contextValueProblems({ domainNames: 'shop.example.org' }),
      contextValueProblems({ domainNames: 'shop..example.org', certificateArn }),
    ];

    // Assess
    expect(problems).toEqual([
      [
        expect.stringMatching(
          /^Context value certificateArn .* not the ARN of an ACM certificate in us-east-1/,
        ),
      ],
      [
        'Context value domainNames "shop.example.org" needs certificateArn (its certificate in ACM).',
      ],
      [
        'Context value domainNames "shop..example.org" has names that are no domain names: shop..example.org.',
      ],
    ]);
  });

  it('makes the custom domain of the names and certificate, the first name first', () => {
    // Act
    const domain = customDomainOf({
      domainNames: 'Shop.Example.org,www.shop.example.org',
      certificateArn,
    });
    const none = customDomainOf({});

    // Assess
    expect(domain).toEqual({
      domainNames: ['shop.example.org', 'www.shop.example.org'],
      certificateArn,
    });
    expect(none).toBeUndefined();
  });
});
