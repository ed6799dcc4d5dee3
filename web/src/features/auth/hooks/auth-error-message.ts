import { authMessages } from '@shop-scanner/shared/messages';

/**
 * What a failed sign-in or sign-up shows: the server's message, or the fallback.
 * A taken email gets a clearer sentence than Cognito's "User already exists".
 */
export const authErrorMessage = (error: unknown, fallback: string): string => {
  if (error instanceof Error) {
    if (error.name === 'UsernameExistsException') return authMessages.emailTaken;
    if (error.message) return error.message;
  }
  return fallback;
};
