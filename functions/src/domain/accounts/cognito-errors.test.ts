import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors';
import { toHttpError } from './cognito-errors';

const cognitoError = (name: string, message = 'from Cognito') =>
  Object.assign(new Error(message), { name });

const statusOf = (error: unknown) => (error instanceof HttpError ? error.statusCode : 'internal');

describe('toHttpError', () => {
  it.each([
    ['NotAuthorizedException', 401],
    ['UserNotFoundException', 401],
    ['UsernameExistsException', 409],
    ['InvalidPasswordException', 400],
    ['InvalidParameterException', 400],
    ['UserLambdaValidationException', 400],
    ['UserNotConfirmedException', 403],
    ['TooManyRequestsException', 429],
    ['InternalErrorException', 'internal'],
  ])('answers %s with %s', (name, status) => {
    expect(statusOf(toHttpError(cognitoError(name)))).toBe(status);
  });

  it("shows a trigger's own message without Cognito's prefix", () => {
    const error = toHttpError(
      cognitoError(
        'UserLambdaValidationException',
        'PreSignUp failed with error Business name is required for businesses.',
      ),
    );

    expect((error as Error).message).toBe('Business name is required for businesses');
  });

  it('leaves errors that are already typed, and non-errors, as they are', () => {
    const typed = new HttpError(418, 'teapot');
    expect(toHttpError(typed)).toBe(typed);
    expect(toHttpError('boom')).toBe('boom');
  });
});
