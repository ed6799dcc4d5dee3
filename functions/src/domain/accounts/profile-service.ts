/**
 * Profiles: created on the first `GET /auth/me` from the user's Cognito attributes, and changed
 * in both places at once by `PUT /auth/me`.
 */
import {
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { UpdateProfileInput, User } from '@shop-scanner/shared/user';
import { getSubscription } from '../../data/subscriptions';
import { createUserIfAbsent, getUser, updateUser, type UserChanges } from '../../data/users';
import { cognitoClient, cognitoErrorName } from '../../lib/cognito';
import { requireEnv } from '../../lib/env';
import { businessMetric } from '../../lib/business-metrics';
import { logger } from '../../lib/logger';
import { countMetric } from '../../lib/metrics';
import { InvalidInput, Unauthorized } from '../../lib/errors';
import type { Caller } from '../../lib/http/caller';
import { toHttpError } from './cognito-errors';
import { effectivePlanId } from '../usage/entitlement';
import { attributesForChanges, checkProfileChanges, profileFromAttributes } from './profile-rules';

/**
 * The plan a profile shows is the one whose limits apply, read from the subscription Stripe's
 * events keep: the one source every page shows (the copy kept on the profile since sign-up is
 * never brought up to date, so it is not read).
 */
const withPlan = async (user: User): Promise<User> => ({
  ...user,
  plan: effectivePlanId(await getSubscription(user.id)),
});

const readCognitoAttributes = async (username: string): Promise<Record<string, string>> => {
  const { UserAttributes = [] } = await cognitoClient.send(
    new AdminGetUserCommand({ UserPoolId: requireEnv('USER_POOL_ID'), Username: username }),
  );
  return Object.fromEntries(UserAttributes.map((a) => [a.Name ?? '', a.Value ?? '']));
};

export const getOrCreateProfile = async (caller: Caller, now = new Date()): Promise<User> =>
  withPlan(await getOrCreateStoredProfile(caller, now));

const getOrCreateStoredProfile = async (caller: Caller, now: Date): Promise<User> => {
  const existing = await getUser(caller.userId);
  if (existing) {
    // An email changed in Cognito (the verified claim) wins over the copy in the table.
    if (caller.email && caller.email !== existing.email) {
      return updateUser(caller.userId, { email: caller.email }, now);
    }
    return existing;
  }
  const attributes = await readCognitoAttributes(caller.username);
  const { user, created } = await createUserIfAbsent(
    profileFromAttributes(caller.userId, attributes),
    now,
  );
  // A sign-up is counted once its account exists here, whichever way it signed up (Amplify
  // straight to Cognito, or POST /auth/register): two first requests racing count it once.
  if (created) countMetric(businessMetric.signUps);
  return user;
};

export const updateProfile = async (
  caller: Caller,
  input: UpdateProfileInput,
  now = new Date(),
): Promise<User> => {
  const before = await getOrCreateStoredProfile(caller, now);
  const problem = checkProfileChanges(before, input);
  if (problem) throw new InvalidInput({ [problem.field]: [problem.message] });

  const changes: UserChanges = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.businessName !== undefined ? { businessName: input.businessName } : {}),
  };
  const after = await updateUser(caller.userId, changes, now);
  try {
    await cognitoClient.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: requireEnv('USER_POOL_ID'),
        Username: caller.username,
        UserAttributes: attributesForChanges(input),
      }),
    );
  } catch (error) {
    // Cognito refused: put the profile back as it was, so the two never disagree. A failed
    // restore is logged; the caller still learns why the change was refused.
    await updateUser(
      caller.userId,
      { name: before.name, businessName: before.businessName },
      now,
      before.businessName === undefined ? ['businessName'] : [],
    ).catch((restoreError: unknown) =>
      logger.error('Profile restore failed: table and Cognito may disagree', {
        userId: caller.userId,
        error: restoreError as Error,
      }),
    );
    // A deleted account (its token still valid) is nobody now: 401; a refused value is a 400.
    throw cognitoErrorName(error) === 'UserNotFoundException'
      ? new Unauthorized()
      : toHttpError(error);
  }
  return withPlan(after);
};
