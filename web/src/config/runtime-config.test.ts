import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@shop-scanner/shared/feature-flags';
import { parseRuntimeConfig } from './runtime-config';

const base = {
  apiBaseUrl: '',
  region: 'eu-west-1',
  userPoolId: 'local_pool',
  userPoolClientId: 'client-1',
  stage: 'local',
};

describe('parseRuntimeConfig', () => {
  it("resolves a relative Cognito endpoint against the page's origin (Amplify needs a URL)", () => {
    // Prepare
    const raw = { ...base, cognitoEndpoint: '/cognito' };

    // Act
    const config = parseRuntimeConfig(raw);

    // Assess
    expect(config.cognitoEndpoint).toBe(`${window.location.origin}/cognito`);
    expect(() => new URL(config.cognitoEndpoint!)).not.toThrow();
  });

  it('keeps an absolute Cognito endpoint as it is', () => {
    const config = parseRuntimeConfig({ ...base, cognitoEndpoint: 'http://127.0.0.1:9229/' });
    expect(config.cognitoEndpoint).toBe('http://127.0.0.1:9229/');
  });

  it('leaves the endpoint out when there is none (AWS: Amplify derives it from the region)', () => {
    expect(parseRuntimeConfig({ ...base, stage: 'aws' })).not.toHaveProperty('cognitoEndpoint');
    expect(parseRuntimeConfig({ ...base, cognitoEndpoint: '' })).not.toHaveProperty(
      'cognitoEndpoint',
    );
  });

  it('keeps the demo stores the local stack lists, and has none otherwise', () => {
    const demoStores = [{ label: 'A brand shop', url: 'http://127.0.0.1:3005/' }];
    expect(parseRuntimeConfig({ ...base, demoStores }).demoStores).toEqual(demoStores);
    expect(parseRuntimeConfig({ ...base, stage: 'aws' })).not.toHaveProperty('demoStores');
  });

  it('rejects a config without the required fields', () => {
    expect(() => parseRuntimeConfig({ ...base, userPoolId: '' })).toThrow(/userPoolId/);
    expect(() => parseRuntimeConfig({ ...base, stage: 'prod' })).toThrow(/stage/);
    expect(() => parseRuntimeConfig({ ...base, cognitoEndpoint: 42 })).toThrow(/cognitoEndpoint/);
  });

  it('keeps the Stripe settings that are given and leaves out the empty ones', () => {
    // Prepare
    const local = { ...base, stripeLocalUrl: 'http://127.0.0.1:3007', stripePublishableKey: '' };
    const aws = { ...base, stage: 'aws', stripePublishableKey: 'pk_test_123' };

    // Act + Assess
    expect(parseRuntimeConfig(local)).toMatchObject({ stripeLocalUrl: 'http://127.0.0.1:3007' });
    expect(parseRuntimeConfig(local)).not.toHaveProperty('stripePublishableKey');
    expect(parseRuntimeConfig(aws)).toMatchObject({ stripePublishableKey: 'pk_test_123' });
    expect(() => parseRuntimeConfig({ ...base, stripeLocalUrl: 3007 })).toThrow(/stripeLocalUrl/);
  });

  it('turns every feature flag on when the config names none, as the spec defaults them', () => {
    // Act
    const { features } = parseRuntimeConfig(base);

    // Assess
    for (const flag of FEATURE_FLAGS) expect(features?.[flag], flag).toBe(true);
    expect(Object.keys(features ?? {}).sort()).toEqual([...FEATURE_FLAGS].sort());
  });

  it('turns off only the flags the config sets false', () => {
    // Act
    const { features } = parseRuntimeConfig({ ...base, features: { analytics: false, pwa: 0 } });

    // Assess
    expect(features?.analytics).toBe(false);
    expect(features?.pushNotifications).toBe(true);
    expect(features?.pwa).toBe(true);
  });
});
