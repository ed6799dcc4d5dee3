/**
 * `npm run job -- support-staff <email>`: puts a user of the running stack's pool in the support
 * staff group (the staff inbox, answers to any ticket). The user signs in again to get a token
 * that carries the group. On AWS the same is one AWS CLI call (README).
 */
import {
  AdminAddUserToGroupCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { SUPPORT_STAFF_GROUP } from '@shop-scanner/shared/support-rules';
import { localCredentials } from './dynamodb-table';
import type { Log } from './log';

export const runSupportStaffJob = async (
  env: Readonly<Record<string, string>>,
  email: string | undefined,
  log: Log,
): Promise<number> => {
  if (!email) {
    log.error('usage: npm run job -- support-staff <email of a registered user>');
    return 2;
  }
  const endpoint = env.COGNITO_ENDPOINT;
  const userPoolId = env.USER_POOL_ID;
  if (!endpoint || !userPoolId) {
    log.error('the running stack names no user pool');
    return 1;
  }
  const cognito = new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: localCredentials,
  });
  try {
    await cognito.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: userPoolId,
        Username: email,
        GroupName: SUPPORT_STAFF_GROUP,
      }),
    );
    log.info(
      `${email} is in the ${SUPPORT_STAFF_GROUP} group: after signing in again they see the staff inbox`,
    );
    return 0;
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') {
      log.error(`no user ${email} in the pool: register first`);
      return 1;
    }
    throw error;
  } finally {
    cognito.destroy();
  }
};
