/**
 * What Cognito's PreSignUp trigger accepts. The SPA signs up straight against Cognito, so these
 * server-side checks are what stops a hand-made SignUp call from creating an inconsistent account.
 */
import { isAccountType } from '@shop-scanner/shared/account-types';
import { cognitoAttributes } from '@shop-scanner/shared/user';
import { validationMessages } from '@shop-scanner/shared/messages';

export const signUpProblem = (attributes: Readonly<Record<string, string>>): string | undefined => {
  const name = attributes.name?.trim() ?? '';
  if (name.length < 2) return validationMessages.nameMin;
  const type = attributes[cognitoAttributes.accountType] ?? 'consumer';
  if (!isAccountType(type)) return 'Account type must be consumer or business';
  if (type === 'business' && !attributes[cognitoAttributes.businessName]?.trim()) {
    return validationMessages.businessNameRequired;
  }
  return undefined;
};
