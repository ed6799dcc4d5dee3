import { describe, expect, it } from 'vitest';
import { firstFieldErrors } from './api-errors';
import { hasLowerUpperAndDigit } from './password-rules';
import { loginSchema, newPasswordSchema, registerFormSchema, updateProfileSchema } from './user';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : firstFieldErrors(result.error as never);

describe('login schema', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'Email is required', password: 'Password is required' },
    ],
    [
      { email: 'nope', password: '12345' },
      { email: 'Email is invalid', password: 'Password must be at least 6 characters' },
    ],
  ])('reports %j as %j', (input, expected) => {
    expect(errorsOf(loginSchema.safeParse(input))).toEqual(expected);
  });

  it('accepts a trimmed email', () => {
    expect(loginSchema.parse({ email: ' ada@example.com ', password: '123456' }).email).toBe(
      'ada@example.com',
    );
  });
});

describe('register form schema', () => {
  const valid = {
    name: 'Ada',
    email: 'ada@example.com',
    type: 'consumer' as const,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    acceptTerms: true,
  };

  it('has the spec message for each broken rule', () => {
    expect(
      errorsOf(
        registerFormSchema.safeParse({
          ...valid,
          name: ' A ',
          password: 'secret123',
          confirmPassword: 'other',
          type: 'business',
          businessName: '  ',
          acceptTerms: false,
        }),
      ),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      password:
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      confirmPassword: 'Passwords do not match',
      businessName: 'Business name is required for businesses',
      acceptTerms: 'You must accept the terms and conditions',
    });
  });

  it('asks for the confirmation when it is empty and for 8 characters', () => {
    expect(
      errorsOf(registerFormSchema.safeParse({ ...valid, password: 'Ab1', confirmPassword: '' })),
    ).toEqual({
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('trims the names and omits an empty business name', () => {
    const parsed = registerFormSchema.parse({ ...valid, name: '  Ada  ', businessName: '   ' });

    expect(parsed.name).toBe('Ada');
    expect(parsed).not.toHaveProperty('businessName', expect.anything());
  });
});

describe('profile update schema', () => {
  it('needs at least one field and refuses unknown ones', () => {
    expect(updateProfileSchema.safeParse({}).success).toBe(false);
    expect(updateProfileSchema.safeParse({ plan: 'premium' }).success).toBe(false);
    expect(updateProfileSchema.parse({ name: ' Ada ' })).toEqual({ name: 'Ada' });
  });

  it('refuses to set an empty business name', () => {
    expect(errorsOf(updateProfileSchema.safeParse({ businessName: '   ' }))).toEqual({
      businessName: 'Business name is required for businesses',
    });
  });
});

describe('password rules on long input', () => {
  it('refuses a password longer than 256 characters on its length alone', () => {
    // Prepare: it also lacks an uppercase letter and a digit, which must go unchecked.
    const password = 'a'.repeat(150_000);

    // Act
    const login = loginSchema.safeParse({ email: 'ada@example.com', password });
    const register = newPasswordSchema.safeParse(password);

    // Assess
    expect(errorsOf(login)).toEqual({ password: 'Password must be at most 256 characters' });
    expect(register.error?.issues.map((issue) => issue.code)).toEqual(['too_big']);
  });

  it('takes a password of exactly 256 characters', () => {
    expect(newPasswordSchema.safeParse(`Aa1${'x'.repeat(253)}`).success).toBe(true);
  });

  it('finds the three kinds of character wherever they are', () => {
    expect(hasLowerUpperAndDigit('Secret123')).toBe(true);
    expect(hasLowerUpperAndDigit('123secretS')).toBe(true);
    expect(hasLowerUpperAndDigit('secret123')).toBe(false);
    expect(hasLowerUpperAndDigit('SECRET123')).toBe(false);
    expect(hasLowerUpperAndDigit('SecretSecret')).toBe(false);
  });

  it('refuses an email longer than 254 characters as invalid, before its pattern', () => {
    const result = loginSchema.safeParse({
      email: `${'a'.repeat(250)}@example.com`,
      password: 'secret1',
    });

    expect(errorsOf(result)).toEqual({ email: 'Email is invalid' });
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['too_big']);
  });
});
