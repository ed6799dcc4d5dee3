/**
 * Cognito's password policy check. cognito-local stores the pool's policy but never applies it,
 * so the local stack checks passwords itself, with Cognito's own messages, before forwarding.
 */

export interface PasswordPolicy {
  readonly minLength: number;
  readonly requireUppercase: boolean;
  readonly requireLowercase: boolean;
  readonly requireDigits: boolean;
  readonly requireSymbols: boolean;
}

/** Cognito's "special characters" for the symbol rule. */
const SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** The message Cognito answers with for the first rule the password breaks, or undefined. */
export const passwordPolicyViolation = (
  password: string,
  policy: PasswordPolicy,
): string | undefined => {
  const prefix = 'Password did not conform with policy: ';
  if (password.length < policy.minLength) return `${prefix}Password not long enough`;
  if (policy.requireLowercase && !/[a-z]/.test(password)) {
    return `${prefix}Password must have lowercase characters`;
  }
  if (policy.requireUppercase && !/[A-Z]/.test(password)) {
    return `${prefix}Password must have uppercase characters`;
  }
  if (policy.requireDigits && !/[0-9]/.test(password)) {
    return `${prefix}Password must have numeric characters`;
  }
  if (policy.requireSymbols && !SYMBOLS.test(password)) {
    return `${prefix}Password must have symbol characters`;
  }
  return undefined;
};
