/**
 * Pure rules about profiles: how a profile is built from the identity provider's attributes,
 * and which changes a user may make.
 */
import { isAccountType, type AccountType } from '@shop-scanner/shared/account-types';
import { cognitoAttributes, type User } from '@shop-scanner/shared/user';
import type { UpdateProfileInput } from '@shop-scanner/shared/user';

export type Attributes = Readonly<Record<string, string | undefined>>;

/** A name to greet the user with when the identity has none: the part of the email before the @. */
const fallbackName = (email: string): string => email.split('@')[0] || email;

export const profileFromAttributes = (userId: string, attributes: Attributes): User => {
  const email = attributes.email ?? '';
  const rawType = attributes[cognitoAttributes.accountType];
  const type: AccountType = isAccountType(rawType) ? rawType : 'consumer';
  const businessName =
    type === 'business' ? attributes[cognitoAttributes.businessName]?.trim() : undefined;
  return {
    id: userId,
    name: attributes.name?.trim() || fallbackName(email),
    email,
    type,
    plan: 'free',
    ...(businessName ? { businessName } : {}),
  };
};

export type ProfileChangeProblem = { field: 'businessName'; message: string };

/** Business names belong to business accounts; a consumer cannot set one. */
export const checkProfileChanges = (
  profile: Pick<User, 'type'>,
  input: UpdateProfileInput,
): ProfileChangeProblem | undefined =>
  input.businessName !== undefined && profile.type !== 'business'
    ? { field: 'businessName', message: 'Only business accounts have a business name' }
    : undefined;

/** The Cognito attributes that mirror a profile change, so the two stay in step. */
export const attributesForChanges = (
  input: UpdateProfileInput,
): { Name: string; Value: string }[] => [
  ...(input.name !== undefined ? [{ Name: 'name', Value: input.name }] : []),
  ...(input.businessName !== undefined
    ? [{ Name: cognitoAttributes.businessName, Value: input.businessName }]
    : []),
];
