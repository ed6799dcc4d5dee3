/** Said when sign-up worked but the sign-in that follows did not: the account does exist. */
export const ACCOUNT_CREATED_SIGN_IN_FAILED =
  'Your account was created, but signing in failed. Please log in.';

/**
 * Registering failed after the account was created. Reporting "Registration failed" would be
 * wrong (a retry says the email is taken): the user should sign in with this email instead.
 */
export class AccountCreatedError extends Error {
  override readonly name = 'AccountCreatedError';
  constructor(
    readonly email: string,
    cause: unknown,
  ) {
    super(ACCOUNT_CREATED_SIGN_IN_FAILED, { cause });
  }
}
