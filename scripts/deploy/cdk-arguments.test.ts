import { describe, expect, it } from 'vitest';
import { cdkArguments, contextArguments, profileArgument } from './cdk-arguments';

describe("cdk deploy's arguments as the pre-checks read them", () => {
  it('reads context values in the three spellings cdk takes, a value with = kept whole', () => {
    // Prepare
    const args = [
      '-c',
      'alarmEmail=oncall@shop.example.org',
      '--context',
      'supportMailFrom=Support <support@shop.example.org>',
      '--context=tracing=true',
      '--require-approval',
      'never',
      '-c',
      'tracing=false',
      '-c',
      'vapidSubject=https://shop.example.org/?a=b',
    ];

    // Act
    const context = contextArguments(args);

    // Assess
    expect(context).toEqual({
      alarmEmail: 'oncall@shop.example.org',
      supportMailFrom: 'Support <support@shop.example.org>',
      tracing: 'false',
      vapidSubject: 'https://shop.example.org/?a=b',
    });
  });

  it('ignores a -c without a key=value pair after it', () => {
    expect(contextArguments(['-c', '--profile', 'prod', '-c'])).toEqual({});
  });

  it('reads the profile in both spellings, and none when not given', () => {
    expect(profileArgument(['--profile', 'shop-prod', '-c', 'a=b'])).toBe('shop-prod');
    expect(profileArgument(['--profile=shop-prod'])).toBe('shop-prod');
    expect(profileArgument(['-c', 'a=b'])).toBeUndefined();
  });

  it('passes everything but its own --checks-only on to cdk', () => {
    expect(cdkArguments(['--checks-only', '-c', 'a=b', '--profile', 'p'])).toEqual([
      '-c',
      'a=b',
      '--profile',
      'p',
    ]);
  });
});
