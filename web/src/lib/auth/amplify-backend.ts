/**
 * Everything that needs aws-amplify, in one module that is only ever imported dynamically: a
 * guest's first paint never loads Amplify (see load-auth-backend.ts).
 */
import { Amplify } from 'aws-amplify';
import {
  AuthError,
  confirmResetPassword,
  fetchAuthSession,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { defaultStorage, sessionStorage } from 'aws-amplify/utils';
import type { RuntimeConfig } from '@shop-scanner/shared/runtime-config';
import { cognitoAttributes } from '@shop-scanner/shared/user';
import type { NewAccount } from './session-context';
import { clearStoredSession, readRememberMe, writeRememberMe } from '../storage';
import { AccountCreatedError } from './account-created-error';
import { withoutCustomEndpointWarning } from './custom-endpoint-warning';
import { getMe } from './get-me';

let clientId = '';

const selectTokenStorage = (remember: boolean) => {
  cognitoUserPoolsTokenProvider.setKeyValueStorage(remember ? defaultStorage : sessionStorage);
};

export const configure = (config: RuntimeConfig): void => {
  clientId = config.userPoolClientId;
  const configureAmplify = () =>
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
          loginWith: { email: true },
        },
      },
    });
  if (config.cognitoEndpoint) withoutCustomEndpointWarning(configureAmplify);
  else configureAmplify();
  // configure() installs localStorage; the user's remember-me choice decides (after configure).
  selectTokenStorage(readRememberMe());
};

/** The current ID token, refreshed by Amplify when it has expired and the refresh token works. */
export const getIdToken = async (): Promise<string | undefined> => {
  const session = await fetchAuthSession();
  return session.tokens?.idToken?.toString();
};

/** Errors that mean "this session is over", as opposed to a network hiccup. */
export const isAuthFailure = (error: unknown): boolean =>
  error instanceof AuthError &&
  ['NotAuthorizedException', 'UserUnAuthenticatedException', 'TokenRefreshException'].includes(
    error.name,
  );

const signInWithPassword = async (email: string, password: string) => {
  const result = await signIn({
    username: email,
    password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
  if (!result.isSignedIn) {
    // The pool auto-confirms and has no MFA, so any further step is unexpected: say which.
    throw new Error(
      `Sign-in needs a step this app does not support (${result.nextStep.signInStep})`,
    );
  }
};

/** Signs in and loads the profile; remember-me picks the token storage. */
export const signInUser = async (input: { email: string; password: string; remember: boolean }) => {
  await signOut().catch(() => undefined); // a stale session would make signIn refuse
  writeRememberMe(input.remember);
  clearStoredSession(clientId, input.remember ? window.sessionStorage : window.localStorage);
  selectTokenStorage(input.remember);
  await signInWithPassword(input.email, input.password);
  try {
    return await getMe();
  } catch (error) {
    // Signed in at Cognito but no profile: the sign-in failed, so leave no tokens behind (else a
    // reload would silently sign the user in after being told "Login failed").
    await signOutUser().catch(() => undefined);
    throw error;
  }
};

/**
 * Creates the account (a PreSignUp trigger auto-confirms it), then signs in. A failure after the
 * account exists is an AccountCreatedError: the caller sends the user to sign in, not to retry.
 */
export const registerUser = async (input: NewAccount) => {
  await signUp({
    username: input.email,
    password: input.password,
    options: {
      userAttributes: {
        email: input.email,
        name: input.name,
        [cognitoAttributes.accountType]: input.type,
        ...(input.businessName ? { [cognitoAttributes.businessName]: input.businessName } : {}),
      },
    },
  });
  try {
    return await signInUser({ email: input.email, password: input.password, remember: true });
  } catch (error) {
    throw new AccountCreatedError(input.email, error);
  }
};

export const signOutUser = async (): Promise<void> => {
  try {
    await signOut();
  } finally {
    // signOut also revokes the refresh token remotely; whatever happens there, forget it here.
    clearStoredSession(clientId, window.localStorage);
    clearStoredSession(clientId, window.sessionStorage);
  }
};

export const requestPasswordReset = async (email: string): Promise<void> => {
  await resetPassword({ username: email });
};

export const confirmPasswordReset = async (input: {
  email: string;
  code: string;
  password: string;
}): Promise<void> => {
  await confirmResetPassword({
    username: input.email,
    confirmationCode: input.code,
    newPassword: input.password,
  });
};
