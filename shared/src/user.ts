import { z } from 'zod';
import { boundedString } from './bounded-string';
import { planIds } from './plans';
import { validationMessages as m } from './messages';
import { TEXT_LIMITS } from './text-limits';
import { hasLowerUpperAndDigit } from './password-rules';
import { accountTypeMessage, accountTypes, type AccountType } from './account-types';

export { accountTypes, type AccountType } from './account-types';

/** Cognito attribute names, shared by the pool definition, the triggers and the SPA. */
export const cognitoAttributes = {
  accountType: 'custom:accountType',
  businessName: 'custom:businessName',
} as const;

/** The profile `GET /auth/me` answers. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  type: z.enum(accountTypes),
  plan: z.enum(planIds),
  businessName: z.string().optional(),
  /** A member of the support staff group: sees the staff inbox and answers any ticket. */
  isSupportStaff: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

const email = boundedString(TEXT_LIMITS.email, {
  tooLong: m.emailInvalid,
  notText: m.emailRequired,
})
  .trim()
  .min(1, m.emailRequired)
  .pipe(z.email(m.emailInvalid));

/** Any password the user types: a longer one than Cognito keeps is refused before anything else. */
const password = () =>
  boundedString(TEXT_LIMITS.password, { tooLong: m.passwordTooLong, notText: m.passwordRequired });

/** Login. */
export const loginSchema = z.strictObject({
  email,
  password: password().min(1, m.passwordRequired).min(6, m.loginPasswordMin),
});
export type LoginInput = z.infer<typeof loginSchema>;

const personName = boundedString(TEXT_LIMITS.name, {
  tooLong: m.nameTooLong,
  notText: m.nameRequired,
})
  .trim()
  .min(1, m.nameRequired)
  .min(2, m.nameMin);

/** Register's password rules, which are also the Cognito pool's password policy. */
export const newPasswordSchema = password()
  .min(1, m.passwordRequired)
  .min(8, m.registerPasswordMin)
  .refine(hasLowerUpperAndDigit, m.passwordComplexity);

/** The confirmation only has to equal the password; it is bounded like one. */
const confirmPassword = password().min(1, m.confirmRequired);

export const passwordPolicy = {
  minLength: 8,
  requireUppercase: true,
  requireLowercase: true,
  requireDigits: true,
  requireSymbols: false,
} as const;

const businessName = () => boundedString(TEXT_LIMITS.name, { tooLong: m.businessNameTooLong });

/** An empty business name is omitted. */
const optionalBusinessName = businessName()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const registerFields = {
  name: personName,
  email,
  password: newPasswordSchema,
  type: z.enum(accountTypes, { error: accountTypeMessage }),
  businessName: optionalBusinessName,
};

const requireBusinessName = (
  v: { type: AccountType; businessName?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (v.type === 'business' && !v.businessName) {
    ctx.addIssue({ code: 'custom', path: ['businessName'], message: m.businessNameRequired });
  }
};

/** What the client sends to register (the API's `POST /auth/register` and Cognito's SignUp). */
export const registerSchema = z.strictObject(registerFields).superRefine(requireBusinessName);
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form: the payload plus the confirmation and the terms checkbox. */
export const registerFormSchema = z
  .strictObject({
    ...registerFields,
    confirmPassword,
    acceptTerms: z.boolean().refine((v) => v, m.termsRequired),
  })
  .superRefine((v, ctx) => {
    requireBusinessName(v, ctx);
    if (v.confirmPassword && v.confirmPassword !== v.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsMismatch });
    }
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;

/** `PUT /auth/me`: the fields a user may change about themselves. */
export const updateProfileSchema = z
  .strictObject({
    name: personName.optional(),
    // Sent means "set it": an empty business name is a mistake here, not "leave it out".
    businessName: businessName().trim().min(1, m.businessNameRequired).optional(),
  })
  .refine((v) => v.name !== undefined || v.businessName !== undefined, {
    message: 'Send name or businessName',
  });
/** Written out: the transform's inferred type would make `businessName` a required key. */
export interface UpdateProfileInput {
  name?: string | undefined;
  businessName?: string | undefined;
}

/** Login and register answers: success, token, user. */
export const authResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Forgot password: ask for a code, then set a new password with it. */
export const forgotPasswordRequestSchema = z.strictObject({ email });
export const resetPasswordSchema = z
  .strictObject({
    email,
    code: boundedString(TEXT_LIMITS.code, { tooLong: m.codeInvalid })
      .trim()
      .regex(/^\d{6}$/, m.codeInvalid),
    password: newPasswordSchema,
    confirmPassword,
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: m.passwordsMismatch,
  });
