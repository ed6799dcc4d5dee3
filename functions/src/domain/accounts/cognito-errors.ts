/**
 * What a Cognito refusal means for the caller, in one place. Cognito answers a user's mistake
 * (wrong password, taken email, weak password, a value it will not store) with a named error;
 * those become 4xx answers with a message worth showing. Anything else stays an internal error.
 */
import { authMessages } from '@shop-scanner/shared/messages';
import {
  BadRequest,
  Conflict,
  Forbidden,
  HttpError,
  InvalidInput,
  QuotaExceeded,
  Unauthorized,
} from '../../lib/errors';

/** Cognito prefixes a trigger's message: "PreSignUp failed with error Name must be ...". */
const triggerMessage = (message: string): string =>
  message.replace(/^\w+ failed with error\s*/, '').replace(/\.$/, '') || message;

export const toHttpError = (error: unknown): unknown => {
  if (error instanceof HttpError || !(error instanceof Error)) return error;
  // The SDK names its exceptions after Cognito's error types.
  switch (error.name) {
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
      return new Unauthorized(authMessages.invalidCredentials);
    case 'UsernameExistsException':
      return new Conflict(authMessages.emailTaken, { email: [authMessages.emailTaken] });
    case 'InvalidPasswordException':
      return new InvalidInput({ password: [error.message] });
    case 'UserLambdaValidationException':
      return new BadRequest(triggerMessage(error.message));
    case 'InvalidParameterException':
      return new BadRequest(error.message);
    case 'UserNotConfirmedException':
      return new Forbidden('Please confirm your email address first');
    case 'TooManyRequestsException':
    case 'LimitExceededException':
      return new QuotaExceeded('Too many attempts. Please wait a moment and try again.');
    default:
      return error;
  }
};
