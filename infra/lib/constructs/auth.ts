import { cognitoTriggerEntries } from '@shop-scanner/functions/entries';
import { userPoolName, userPoolSettings } from '@shop-scanner/shared/user-pool-settings';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { SUPPORT_STAFF_GROUP } from '@shop-scanner/shared/support-rules';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  FeaturePlan,
  StringAttribute,
  UserPool,
  type UserPoolClient,
  type AuthFlow,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { acknowledge } from '../nag';
import { ApiFunction } from './api-function';

type SharedAuthFlow = (typeof userPoolSettings.client.authFlows)[number];

/** The shared flow names (Cognito's own spelling) mapped onto CDK's switches. */
const authFlowSwitch: Record<SharedAuthFlow, keyof AuthFlow | undefined> = {
  ALLOW_USER_PASSWORD_AUTH: 'userPassword',
  ALLOW_USER_SRP_AUTH: 'userSrp',
  // CDK always adds ALLOW_REFRESH_TOKEN_AUTH once any flow is on.
  ALLOW_REFRESH_TOKEN_AUTH: undefined,
};

const authFlows = (): AuthFlow =>
  Object.fromEntries(
    userPoolSettings.client.authFlows.flatMap((flow) => {
      const key = authFlowSwitch[flow];
      return key ? [[key, true]] : [];
    }),
  );

export interface AuthProps {
  readonly table: ITable;
}

/**
 * The Cognito user pool and the SPA's client, from shared/src/user-pool-settings.ts (the same
 * values the local stack gives cognito-local).
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;
  readonly preSignUp: ApiFunction;
  readonly supportStaffGroup: CfnUserPoolGroup;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);

    // The trigger must not reference the pool (no USER_POOL_ID, no grant on it): the pool
    // references the trigger, and the reverse edge would make a dependency cycle.
    this.preSignUp = new ApiFunction(this, 'PreSignUp', {
      entry: cognitoTriggerEntries.preSignUp,
      name: 'pre-sign-up',
      description: 'Cognito PreSignUp: checks attributes, auto-confirms, auto-verifies email',
      table: props.table,
      tableAccess: 'none',
      // Cognito waits at most 5 s for a trigger.
      timeout: Duration.seconds(5),
    });

    const { passwordPolicy } = userPoolSettings;
    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName,
      selfSignUpEnabled: true,
      // Email only: Cognito then uses the email address as the username.
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // A changed email stays unverified (and unusable for sign-in) until its code is confirmed.
      keepOriginal: { email: true },
      passwordPolicy: {
        minLength: passwordPolicy.minLength,
        requireUppercase: passwordPolicy.requireUppercase,
        requireLowercase: passwordPolicy.requireLowercase,
        requireDigits: passwordPolicy.requireDigits,
        requireSymbols: passwordPolicy.requireSymbols,
      },
      standardAttributes: {
        email: userPoolSettings.standardAttributes.email,
        // Cognito's `name` attribute is CDK's `fullname`.
        fullname: userPoolSettings.standardAttributes.name,
      },
      customAttributes: Object.fromEntries(
        userPoolSettings.customAttributes.map((a) => [
          a.name,
          new StringAttribute({ minLen: 0, maxLen: a.maxLength, mutable: a.mutable }),
        ]),
      ),
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      lambdaTriggers: { preSignUp: this.preSignUp.function },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // The support staff: a token of a member carries the group in `cognito:groups`, which the
    // support routes read (the staff inbox, answers to any ticket). Members are added by hand
    // (README: aws cognito-idp admin-add-user-to-group).
    this.supportStaffGroup = new CfnUserPoolGroup(this, 'SupportStaffGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: SUPPORT_STAFF_GROUP,
      description: 'Support staff: the ticket inbox, answers to any ticket',
    });

    acknowledge(
      this.userPool,
      'AwsSolutions-COG1',
      "The password policy is the product spec's register rule (8+ characters with upper case, lower case and a digit), shared with the register form; symbols are deliberately not required (NIST SP 800-63B advises against composition rules).",
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG2',
      'The spec signs users in with email and password only; MFA is not part of the product yet.',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG8',
      'The Plus feature plan (threat protection) is billed per monthly active user; the Essentials plan is a product decision until usage justifies it.',
    );

    const { client } = userPoolSettings;
    this.webClient = this.userPool.addClient('WebClient', {
      userPoolClientName: client.name,
      generateSecret: client.generateSecret,
      authFlows: authFlows(),
      // The SPA signs in with its own forms; no hosted UI, so no OAuth callback URLs.
      disableOAuth: true,
      preventUserExistenceErrors: client.preventUserExistenceErrors,
      enableTokenRevocation: client.enableTokenRevocation,
      idTokenValidity: Duration.minutes(client.idTokenValidityMinutes),
      accessTokenValidity: Duration.minutes(client.accessTokenValidityMinutes),
      refreshTokenValidity: Duration.days(client.refreshTokenValidityDays),
    });
  }
}
