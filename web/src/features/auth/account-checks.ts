/**
 * The sign-in, register and password reset forms' checks: the server's schemas
 * (shared/src/user.ts) without zod, from the fields' rules of lib/account-field-checks.ts.
 * account-checks.test.ts holds each equal to its schema.
 */
import { validationMessages as m } from '@shop-scanner/shared/messages';
import type { AccountType } from '@shop-scanner/shared/account-types';
import type { LoginInput } from '@shop-scanner/shared/user';
import {
  acceptedTermsVerdict,
  accountTypeVerdict,
  confirmPasswordVerdict,
  emailVerdict,
  formCheck,
  loginPasswordVerdict,
  newPasswordVerdict,
  optionalBusinessNameVerdict,
  personNameVerdict,
  resetCodeVerdict,
} from '../../lib/account-field-checks';

export type LoginValues = LoginInput & { remember: boolean };

/** Sign in: the address and the password; remember me is the browser's, not checked. */
export const loginCheck = formCheck<LoginValues, LoginInput>(({ email, password }) => ({
  email: emailVerdict(email),
  password: loginPasswordVerdict(password),
}));

export interface RegisterValues {
  name: string;
  email: string;
  type: AccountType;
  businessName: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export interface RegisterParsed {
  name: string;
  email: string;
  type: AccountType;
  businessName: string | undefined;
  password: string;
  confirmPassword: string;
  acceptTerms: true;
}

/** A confirmation typed and unlike the password (a blank one is told as blank). */
const mismatch = (password: string, confirmPassword: string) =>
  confirmPassword !== '' && confirmPassword !== password
    ? { confirmPassword: m.passwordsMismatch }
    : {};

/**
 * Register: a business names its business (a consumer's business name, typed before switching
 * back, is not sent), and the confirmation matches the password.
 */
export const registerCheck = formCheck<RegisterValues, RegisterParsed>(
  (values) => ({
    name: personNameVerdict(values.name),
    email: emailVerdict(values.email),
    type: accountTypeVerdict(values.type),
    businessName: optionalBusinessNameVerdict(
      values.type === 'business' ? values.businessName : undefined,
    ),
    password: newPasswordVerdict(values.password),
    confirmPassword: confirmPasswordVerdict(values.confirmPassword),
    acceptTerms: acceptedTermsVerdict(values.acceptTerms),
  }),
  ({ type, businessName, password, confirmPassword }) => ({
    ...(type === 'business' && businessName.trim() === ''
      ? { businessName: m.businessNameRequired }
      : {}),
    ...mismatch(password, confirmPassword),
  }),
);

/** Asking for a reset code: the address. */
export const resetRequestCheck = formCheck<{ email: string }, { email: string }>(({ email }) => ({
  email: emailVerdict(email),
}));

export interface ResetValues {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** Setting a new password with the code: the confirmation must equal the new password. */
export const resetCheck = formCheck<ResetValues, ResetValues>(
  (values) => ({
    email: emailVerdict(values.email),
    code: resetCodeVerdict(values.code),
    password: newPasswordVerdict(values.password),
    confirmPassword: confirmPasswordVerdict(values.confirmPassword),
  }),
  ({ password, confirmPassword }) =>
    password === confirmPassword ? {} : { confirmPassword: m.passwordsMismatch },
);
