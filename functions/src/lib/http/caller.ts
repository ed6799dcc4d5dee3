import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { SUPPORT_STAFF_GROUP } from '@shop-scanner/shared/support-rules';
import { isAccountType, type AccountType } from '@shop-scanner/shared/account-types';
import { cognitoAttributes } from '@shop-scanner/shared/user';
import { groupsOfClaim } from './cognito-groups';

/** Who is calling, from the claims the JWT authorizer (or the local gateway) verified. */
export interface Caller {
  /** Cognito `sub`: the user's id everywhere in the table. */
  readonly userId: string;
  /** Cognito username (AdminGetUser and AdminUpdateUserAttributes take it). */
  readonly username: string;
  readonly email: string;
  readonly accountType: AccountType;
  readonly name?: string;
  readonly businessName?: string;
  /** `id` for an ID token; API Gateway's authorizer also lets access tokens through. */
  readonly tokenUse?: string;
  /** In the support staff's Cognito group: answers any ticket, sees the staff inbox. */
  readonly isSupportStaff: boolean;
}

export type Claims = Readonly<Record<string, unknown>>;

const claimString = (claims: Claims, key: string): string | undefined => {
  const value = claims[key];
  return value === undefined ? undefined : String(value);
};

/** The caller the claims describe, or undefined when they carry no subject. */
export const callerFromClaims = (claims: Claims | undefined): Caller | undefined => {
  const userId = claims ? claimString(claims, 'sub') : undefined;
  if (!claims || !userId) return undefined;
  const type = claimString(claims, cognitoAttributes.accountType);
  const name = claimString(claims, 'name');
  const businessName = claimString(claims, cognitoAttributes.businessName);
  const tokenUse = claimString(claims, 'token_use');
  return {
    userId,
    username: claimString(claims, 'cognito:username') ?? userId,
    email: claimString(claims, 'email') ?? '',
    accountType: isAccountType(type) ? type : 'consumer',
    ...(name ? { name } : {}),
    ...(businessName ? { businessName } : {}),
    ...(tokenUse ? { tokenUse } : {}),
    isSupportStaff: groupsOfClaim(claims['cognito:groups']).includes(SUPPORT_STAFF_GROUP),
  };
};

/** Undefined when the request carried no verified token (public routes have no authorizer). */
export const callerFromEvent = (
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
): Caller | undefined =>
  callerFromClaims(
    (event.requestContext as { authorizer?: { jwt?: { claims?: Claims } } }).authorizer?.jwt
      ?.claims,
  );
