import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from './handler';

const preSignUpEvent = (userAttributes: Record<string, string>): PreSignUpTriggerEvent =>
  ({
    version: '1',
    region: 'us-east-1',
    userPoolId: 'us-east-1_test',
    userName: 'user-1',
    callerContext: { awsSdkVersion: 'test', clientId: 'client' },
    triggerSource: 'PreSignUp_SignUp',
    request: { userAttributes },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  }) as PreSignUpTriggerEvent;

describe('PreSignUp trigger', () => {
  it('confirms the user and verifies the email, so registering signs the user in at once', async () => {
    const result = await handler(
      preSignUpEvent({ email: 'ada@example.com', name: 'Ada', 'custom:accountType': 'consumer' }),
    );

    expect(result.response).toMatchObject({ autoConfirmUser: true, autoVerifyEmail: true });
  });

  it('rejects a business without a business name with the spec message', async () => {
    await expect(
      handler(
        preSignUpEvent({ email: 'b@example.com', name: 'Bea', 'custom:accountType': 'business' }),
      ),
    ).rejects.toThrow('Business name is required for businesses');
  });

  it('rejects an unknown account type and a one-letter name', async () => {
    await expect(
      handler(
        preSignUpEvent({ email: 'c@example.com', name: 'Cy', 'custom:accountType': 'admin' }),
      ),
    ).rejects.toThrow(/consumer or business/);
    await expect(handler(preSignUpEvent({ email: 'd@example.com', name: 'D' }))).rejects.toThrow(
      'Name must be at least 2 characters',
    );
  });
});
