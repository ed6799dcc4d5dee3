import { describe, expect, it } from 'vitest';
import { authMessages } from '@shop-scanner/shared/messages';
import { authErrorMessage } from './auth-error-message';

describe('authErrorMessage', () => {
  it('says the email is taken for UsernameExistsException', () => {
    const error = Object.assign(new Error('User already exists'), {
      name: 'UsernameExistsException',
    });
    expect(authErrorMessage(error, authMessages.registrationFailed)).toBe(authMessages.emailTaken);
  });

  it("shows the server's message, or the fallback when there is none", () => {
    expect(authErrorMessage(new Error('Incorrect username or password.'), 'Login failed')).toBe(
      'Incorrect username or password.',
    );
    expect(authErrorMessage(new Error(''), 'Login failed')).toBe('Login failed');
    expect(authErrorMessage('boom', 'Registration failed')).toBe('Registration failed');
  });
});
