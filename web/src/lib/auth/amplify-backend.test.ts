import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../test/session-fixtures';
import { hasStoredSession, lastAuthUserKey } from '../storage';
import { ApiError } from '../api-client';
import { ACCOUNT_CREATED_SIGN_IN_FAILED, AccountCreatedError } from './account-created-error';

// Cognito and the API are replaced; the module's own logic (what it clears, what it throws) runs.
const auth = vi.hoisted(() => ({
  signIn: vi.fn(),
  signOut: vi.fn(),
  signUp: vi.fn(),
}));
vi.mock('aws-amplify/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('aws-amplify/auth')>()),
  ...auth,
}));
const getMe = vi.hoisted(() => vi.fn());
vi.mock('./get-me', () => ({ getMe }));

const { configure, registerUser, signInUser } = await import('./amplify-backend');

const CLIENT_ID = 'client-1';
const account = {
  name: 'Ada Shopper',
  email: 'ada@example.com',
  password: 'Passw0rd1',
  type: 'consumer' as const,
};

beforeEach(() => {
  configure({
    apiBaseUrl: '',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_pool',
    userPoolClientId: CLIENT_ID,
    stage: 'local',
  });
  // Like Amplify: a successful sign-in stores the session's tokens.
  auth.signIn.mockImplementation(async () => {
    localStorage.setItem(lastAuthUserKey(CLIENT_ID), 'ada');
    return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
  });
  auth.signOut.mockResolvedValue(undefined);
  auth.signUp.mockResolvedValue({ isSignUpComplete: true });
  getMe.mockResolvedValue(aUser());
});

afterEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('signInUser', () => {
  it('returns the profile and keeps the session when everything works', async () => {
    const user = await signInUser({ ...account, remember: true });
    expect(user).toEqual(aUser());
    expect(hasStoredSession(CLIENT_ID)).toBe(true);
  });

  it('signs out again when GET /auth/me fails, so no tokens stay stored', async () => {
    // Prepare: Cognito accepts the password, the API does not answer the profile.
    getMe.mockRejectedValue(new ApiError(500, 'Internal Server Error'));

    // Act
    const attempt = signInUser({ ...account, remember: true });

    // Assess: the failure is passed on and a reload would find no session.
    await expect(attempt).rejects.toThrow('Internal Server Error');
    expect(hasStoredSession(CLIENT_ID)).toBe(false);
  });
});

describe('registerUser', () => {
  it('creates the account, then signs in', async () => {
    await expect(registerUser(account)).resolves.toEqual(aUser());
    expect(auth.signUp).toHaveBeenCalledOnce();
  });

  it('says the account exists when signing in fails after sign-up', async () => {
    // Prepare
    auth.signIn.mockRejectedValue(new Error('Network error'));

    // Act
    const error: unknown = await registerUser(account).catch((e: unknown) => e);

    // Assess
    expect(error).toBeInstanceOf(AccountCreatedError);
    expect((error as AccountCreatedError).message).toBe(ACCOUNT_CREATED_SIGN_IN_FAILED);
    expect((error as AccountCreatedError).email).toBe(account.email);
  });

  it('reports a failed sign-up as it is (nothing was created)', async () => {
    auth.signUp.mockRejectedValue(
      Object.assign(new Error('User already exists'), { name: 'UsernameExistsException' }),
    );
    const error: unknown = await registerUser(account).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(AccountCreatedError);
    expect((error as Error).name).toBe('UsernameExistsException');
    expect(auth.signIn).not.toHaveBeenCalled();
  });
});
