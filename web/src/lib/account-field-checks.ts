/**
 * The account forms' rules of the server (shared/src/user.ts: the login, register, reset and
 * profile schemas), written again without zod: zod is about 25 KB gzip, and with it the sign-in,
 * register, password reset and profile pages' first loads were over the 150 KB every route keeps
 * to. Each form's test (features/auth/account-checks.test.ts, features/profile/profile-check.test.ts)
 * holds its check equal to its schema over a battery of inputs, so a form never refuses what the
 * server accepts, nor sends what it refuses.
 *
 * Each field answers its value as the server keeps it (trimmed where the schema trims), or its
 * first problem as the server words it. A value over its field's length is refused before anything
 * else runs on it, and then (as zod aborts there) the form's checks across fields do not run.
 */
import { validationMessages as m } from '@shop-scanner/shared/messages';
import { TEXT_LIMITS } from '@shop-scanner/shared/text-limits';
import {
  accountTypeMessage,
  isAccountType,
  type AccountType,
} from '@shop-scanner/shared/account-types';
import { hasLowerUpperAndDigit } from '@shop-scanner/shared/password-rules';
import { regexes } from 'zod/v4/core';
import type { FieldValues } from 'react-hook-form';
import type { FieldMessages, FormCheck } from './use-checked-form';

/** A field's verdict; `final` when nothing else may run on the form (an over-long value). */
export type FieldVerdict<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string; readonly final?: boolean };

const accept = <T>(value: T): FieldVerdict<T> => ({ ok: true, value });
const refuse = (message: string): FieldVerdict<never> => ({ ok: false, message });
const tooLong = (message: string): FieldVerdict<never> => ({ ok: false, message, final: true });

/** A length as the server's schemas count it: in code points (an emoji is one, not two). */
const codePoints = (value: string): number => {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
};

/** An e-mail address: trimmed, required, and of the form zod's e-mail rule accepts. */
export const emailVerdict = (value: string): FieldVerdict<string> => {
  if (codePoints(value) > TEXT_LIMITS.email) return tooLong(m.emailInvalid);
  const trimmed = value.trim();
  if (trimmed.length === 0) return refuse(m.emailRequired);
  return regexes.email.test(trimmed) ? accept(trimmed) : refuse(m.emailInvalid);
};

/** The password a shopper signs in with: as typed (never trimmed), 6 characters or more. */
export const loginPasswordVerdict = (value: string): FieldVerdict<string> => {
  if (codePoints(value) > TEXT_LIMITS.password) return tooLong(m.passwordTooLong);
  if (value.length === 0) return refuse(m.passwordRequired);
  return codePoints(value) < 6 ? refuse(m.loginPasswordMin) : accept(value);
};

/** A new password: the user pool's policy (8 or more, a lowercase, an uppercase, a digit). */
export const newPasswordVerdict = (value: string): FieldVerdict<string> => {
  if (codePoints(value) > TEXT_LIMITS.password) return tooLong(m.passwordTooLong);
  if (value.length === 0) return refuse(m.passwordRequired);
  if (codePoints(value) < 8) return refuse(m.registerPasswordMin);
  return hasLowerUpperAndDigit(value) ? accept(value) : refuse(m.passwordComplexity);
};

/** The confirmation: only required here (equal to the password is the form's check). */
export const confirmPasswordVerdict = (value: string): FieldVerdict<string> => {
  if (codePoints(value) > TEXT_LIMITS.password) return tooLong(m.passwordTooLong);
  return value.length === 0 ? refuse(m.confirmRequired) : accept(value);
};

/** A person's name: trimmed, 2 characters or more. */
export const personNameVerdict = (value: string): FieldVerdict<string> => {
  if (codePoints(value) > TEXT_LIMITS.name) return tooLong(m.nameTooLong);
  const trimmed = value.trim();
  if (trimmed.length === 0) return refuse(m.nameRequired);
  return codePoints(trimmed) < 2 ? refuse(m.nameMin) : accept(trimmed);
};

/** A business name at sign-up: trimmed, an empty one left out. */
export const optionalBusinessNameVerdict = (
  value: string | undefined,
): FieldVerdict<string | undefined> => {
  if (value === undefined) return accept(undefined);
  if (codePoints(value) > TEXT_LIMITS.name) return tooLong(m.businessNameTooLong);
  return accept(value.trim() || undefined);
};

/** A business name sent to change it: trimmed, not blank. */
export const businessNameVerdict = (value: string): FieldVerdict<string> => {
  if (codePoints(value) > TEXT_LIMITS.name) return tooLong(m.businessNameTooLong);
  const trimmed = value.trim();
  return trimmed.length === 0 ? refuse(m.businessNameRequired) : accept(trimmed);
};

/** The kind of account chosen at sign-up. */
export const accountTypeVerdict = (value: string): FieldVerdict<AccountType> =>
  isAccountType(value) ? accept(value) : { ok: false, message: accountTypeMessage, final: true };

/** The terms, which must be accepted. */
export const acceptedTermsVerdict = (value: boolean): FieldVerdict<true> =>
  value === true ? accept(true) : refuse(m.termsRequired);

/** A reset code: 6 digits once trimmed. */
export const resetCodeVerdict = (value: string): FieldVerdict<string> => {
  if (codePoints(value) > TEXT_LIMITS.code) return tooLong(m.codeInvalid);
  const trimmed = value.trim();
  return /^\d{6}$/.test(trimmed) ? accept(trimmed) : refuse(m.codeInvalid);
};

type Verdicts<T> = { readonly [K in keyof T]: FieldVerdict<T[K]> };

/**
 * A form's check from its fields' verdicts, and its checks across fields (`across`: messages by
 * field, given the values as typed), which run only when no field was refused as final.
 */
export const formCheck =
  <TValues extends FieldValues, TParsed extends object>(
    fields: (values: TValues) => Verdicts<TParsed>,
    across: (values: TValues) => FieldMessages = () => ({}),
  ): FormCheck<TValues, TParsed> =>
  (values) => {
    const verdicts = Object.entries(fields(values)) as [string, FieldVerdict<unknown>][];
    const problems: Record<string, string> = {};
    for (const [key, verdict] of verdicts) if (!verdict.ok) problems[key] = verdict.message;
    if (!verdicts.some(([, verdict]) => !verdict.ok && verdict.final)) {
      for (const [key, message] of Object.entries(across(values)))
        if (typeof message === 'string') problems[key] ??= message;
    }
    if (Object.keys(problems).length > 0) return { ok: false, errors: problems };
    const data = Object.fromEntries(
      verdicts.map(([key, verdict]) => [key, verdict.ok ? verdict.value : undefined]),
    );
    return { ok: true, data: data as TParsed };
  };
