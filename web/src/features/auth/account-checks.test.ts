/**
 * Each account form's check (written without zod) answers what the server's schema answers, over
 * a battery of inputs at every edge of the rules: the same values sent, the same first message
 * for each field refused.
 */
import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@shop-scanner/shared/text-limits';
import {
  forgotPasswordRequestSchema,
  loginSchema,
  registerFormSchema,
  resetPasswordSchema,
} from '@shop-scanner/shared/user';
import {
  loginCheck,
  registerCheck,
  resetCheck,
  resetRequestCheck,
  type RegisterValues,
} from './account-checks';
import { schemaVerdict } from '../../test/schema-verdict';

const emails = [
  '',
  '   ',
  'ada@example.com',
  '  ada@example.com  ',
  'ADA@EXAMPLE.COM',
  'ada',
  'ada@',
  '@example.com',
  'ada@example',
  'a.b@c.co',
  "o'neil@x.io",
  'a..b@x.io',
  '.a@x.io',
  'a.@x.io',
  'a@-x.io',
  'a@x.c',
  'a@x.com.',
  'ada@exämple.com',
  'a b@x.io',
  '😀@x.io',
  `${'a'.repeat(TEXT_LIMITS.email - 12)}@example.com`,
  `${'a'.repeat(TEXT_LIMITS.email - 11)}@example.com`,
  ` ${'a'.repeat(TEXT_LIMITS.email - 12)}@example.com`,
];
const loginPasswords = [
  '',
  ' ',
  '12345',
  '123456',
  ' 1234 ',
  '😀😀😀',
  '😀😀😀😀😀😀',
  'x'.repeat(256),
  'x'.repeat(257),
];
const newPasswords = [
  '',
  ' ',
  'Ab1',
  'Abcdef1',
  'Abcdefg1',
  ' Abcdef1',
  'abcdefg1',
  'ABCDEFG1',
  'Abcdefgh',
  'Ab1😀😀😀😀',
  'Ab1😀😀😀😀😀',
  `Ab1${'x'.repeat(253)}`,
  `Ab1${'x'.repeat(254)}`,
];
const names = [
  '',
  '  ',
  'A',
  ' A ',
  'Al',
  ' Ada Lovelace ',
  '😀',
  '😀😀',
  'x'.repeat(100),
  'x'.repeat(101),
  ' '.repeat(101),
];
const businessNames = ['', '   ', 'Shop', '  Ada’s Shop  ', 'x'.repeat(100), 'x'.repeat(101)];
const codes = [
  '',
  '123456',
  ' 123456 ',
  '12345',
  '1234567',
  'abcdef',
  '١٢٣٤٥٦',
  `${' '.repeat(10)}123456`,
  `${' '.repeat(11)}123456`,
];

describe('loginCheck', () => {
  it("agrees with the server's login schema", () => {
    for (const email of emails)
      for (const password of loginPasswords)
        expect(loginCheck({ email, password, remember: true }), `${email}|${password}`).toEqual(
          schemaVerdict(loginSchema, { email, password }),
        );
  });
});

describe('registerCheck', () => {
  const valid: RegisterValues = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    type: 'consumer',
    businessName: '',
    password: 'Abcdefg1',
    confirmPassword: 'Abcdefg1',
    acceptTerms: true,
  };
  /** The form sends a business name only for a business account. */
  const server = (values: RegisterValues) =>
    schemaVerdict(registerFormSchema, {
      ...values,
      businessName: values.type === 'business' ? values.businessName : undefined,
    });
  // Every field's edges, each with the checks across fields in play: a business with and without
  // a name, a confirmation equal, unlike and blank.
  const contexts: Partial<RegisterValues>[] = [
    {},
    { type: 'business', businessName: '' },
    { type: 'business', businessName: ' Shop ' },
    { confirmPassword: 'Different1' },
    { type: 'business', businessName: '', confirmPassword: 'Different1' },
    { confirmPassword: '' },
  ];
  const variations: Partial<RegisterValues>[] = [
    {},
    ...names.map((name) => ({ name })),
    ...emails.map((email) => ({ email })),
    ...(['consumer', 'business', 'other', ''] as RegisterValues['type'][]).map((type) => ({
      type,
    })),
    ...businessNames.map((businessName) => ({ businessName })),
    ...newPasswords.map((password) => ({ password })),
    ...loginPasswords.map((confirmPassword) => ({ confirmPassword })),
    { acceptTerms: false },
  ];

  it("agrees with the server's register schema", () => {
    for (const context of contexts)
      for (const variation of variations) {
        const values = { ...valid, ...context, ...variation };
        expect(registerCheck(values), JSON.stringify(values).slice(0, 300)).toEqual(server(values));
      }
  });
});

describe('the password reset checks', () => {
  it("agree with the server's reset code request schema", () => {
    for (const email of emails)
      expect(resetRequestCheck({ email }), email).toEqual(
        schemaVerdict(forgotPasswordRequestSchema, { email }),
      );
  });

  it("agree with the server's new password schema", () => {
    const valid = {
      email: 'ada@example.com',
      code: '123456',
      password: 'Abcdefg1',
      confirmPassword: 'Abcdefg1',
    };
    const variations = [
      {},
      ...emails.map((email) => ({ email })),
      ...codes.map((code) => ({ code })),
      ...newPasswords.map((password) => ({ password })),
      ...loginPasswords.map((confirmPassword) => ({ confirmPassword })),
    ];
    for (const context of [{}, { confirmPassword: 'Different1' }, { confirmPassword: '' }])
      for (const variation of variations) {
        const values = { ...valid, ...context, ...variation };
        expect(resetCheck(values), JSON.stringify(values).slice(0, 300)).toEqual(
          schemaVerdict(resetPasswordSchema, values),
        );
      }
  });
});
