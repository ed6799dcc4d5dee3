/** The kinds of account, without zod, so a form can check the choice without loading it. */
export const accountTypes = ['consumer', 'business'] as const;
export type AccountType = (typeof accountTypes)[number];

/** What a sign-up with neither kind is told. */
export const accountTypeMessage = 'Choose consumer or business';

export const isAccountType = (value: unknown): value is AccountType =>
  (accountTypes as readonly unknown[]).includes(value);
