import { afterEach, describe, expect, it, vi } from 'vitest';
import { Amplify } from 'aws-amplify';
import {
  CUSTOM_USER_POOL_ENDPOINT_WARNING,
  withoutCustomEndpointWarning,
} from './custom-endpoint-warning';

const localCognito = {
  Auth: {
    Cognito: {
      userPoolId: 'local_pool',
      userPoolClientId: 'client-1',
      userPoolEndpoint: 'http://127.0.0.1:3001/cognito',
    },
  },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('withoutCustomEndpointWarning', () => {
  it("matches Amplify's own warning: configuring a local endpoint without it warns", () => {
    // Prepare
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    // Act
    Amplify.configure(localCognito);

    // Assess
    expect(warn).toHaveBeenCalledTimes(1);
    const [message, ...rest] = warn.mock.calls[0] ?? [];
    expect(rest).toEqual([]);
    expect(message).toMatch(/^\[WARN\] [\d:.]+ Auth - /);
    expect(String(message).endsWith(` - ${CUSTOM_USER_POOL_ENDPOINT_WARNING}`)).toBe(true);
  });

  it('holds back that warning while Amplify configures', () => {
    // Prepare
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    // Act
    withoutCustomEndpointWarning(() => Amplify.configure(localCognito));

    // Assess
    expect(warn).not.toHaveBeenCalled();
  });

  it('lets every other warning through, and puts console.warn back afterwards', () => {
    // Prepare
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    // Act
    withoutCustomEndpointWarning(() => {
      console.warn('Something else went wrong');
      console.warn(`[WARN] 12:00.1 Auth - ${CUSTOM_USER_POOL_ENDPOINT_WARNING}`, { extra: 1 });
    });
    console.warn(`[WARN] 12:00.2 Auth - ${CUSTOM_USER_POOL_ENDPOINT_WARNING}`);

    // Assess
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      'Something else went wrong',
      `[WARN] 12:00.1 Auth - ${CUSTOM_USER_POOL_ENDPOINT_WARNING}`,
      `[WARN] 12:00.2 Auth - ${CUSTOM_USER_POOL_ENDPOINT_WARNING}`,
    ]);
  });
});
