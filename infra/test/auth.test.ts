import { cognitoAttributes, passwordPolicy } from '@shop-scanner/shared/user';
import { userPoolSettings } from '@shop-scanner/shared/user-pool-settings';
import { describe, expect, it } from 'vitest';
import { buildTemplate, logicalIdOf, projectFunction, single } from './support/build-stack';

const { template } = buildTemplate();
const [poolId, pool] = single(template, 'AWS::Cognito::UserPool');

describe('the user pool', () => {
  it('uses the shared password policy', () => {
    expect(pool.Properties.Policies.PasswordPolicy).toMatchObject({
      MinimumLength: passwordPolicy.minLength,
      RequireUppercase: passwordPolicy.requireUppercase,
      RequireLowercase: passwordPolicy.requireLowercase,
      RequireNumbers: passwordPolicy.requireDigits,
      RequireSymbols: passwordPolicy.requireSymbols,
    });
  });

  it('signs in with the email as username, lets users sign up, recovers by email only', () => {
    expect(pool.Properties).toMatchObject({
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      DeletionProtection: 'ACTIVE',
    });
    expect(pool.DeletionPolicy).toBe('Retain');
  });

  it('has email and name, and the shared custom attributes with their lengths', () => {
    const schema: {
      Name: string;
      Mutable: boolean;
      Required?: boolean;
      StringAttributeConstraints?: { MaxLength: string };
    }[] = pool.Properties.Schema;
    expect(schema).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Name: 'email', Required: true, Mutable: true }),
        expect.objectContaining({ Name: 'name', Mutable: true }),
      ]),
    );
    for (const attribute of userPoolSettings.customAttributes) {
      const entry = schema.find((s) => s.Name === attribute.name);
      expect(entry, attribute.name).toMatchObject({
        AttributeDataType: 'String',
        Mutable: attribute.mutable,
        StringAttributeConstraints: { MaxLength: String(attribute.maxLength) },
      });
    }
    // The names the triggers and the SPA use are the pool's, with Cognito's prefix.
    const customNames = schema
      .filter((s) => !['email', 'name'].includes(s.Name))
      .map((s) => `custom:${s.Name}`);
    expect(customNames.sort()).toEqual(Object.values(cognitoAttributes).sort());
  });

  it('runs the PreSignUp trigger, which does not know the pool (no dependency cycle)', () => {
    const [triggerId, trigger] = projectFunction(template, 'pre-sign-up');
    expect(pool.Properties.LambdaConfig).toEqual({
      PreSignUp: { 'Fn::GetAtt': [triggerId, 'Arn'] },
    });
    expect(JSON.stringify(trigger.Properties)).not.toContain(poolId);
  });
});

describe('the SPA client', () => {
  it('is public, with the shared flows and token lifetimes, and reveals existing emails', () => {
    const { client } = userPoolSettings;
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      UserPoolId: { Ref: logicalIdOf(template, 'AWS::Cognito::UserPool') },
      ClientName: client.name,
      GenerateSecret: false,
      PreventUserExistenceErrors: 'LEGACY',
      AllowedOAuthFlowsUserPoolClient: false,
      IdTokenValidity: client.idTokenValidityMinutes,
      AccessTokenValidity: client.accessTokenValidityMinutes,
      RefreshTokenValidity: client.refreshTokenValidityDays * 24 * 60,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
    });
    const [, webClient] = single(template, 'AWS::Cognito::UserPoolClient');
    expect([...webClient.Properties.ExplicitAuthFlows].sort()).toEqual(
      [...client.authFlows].sort(),
    );
  });
});
