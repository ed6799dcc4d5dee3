import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@shop-scanner/shared/runtime-config';
import type { User } from '@shop-scanner/shared/user';
import { SessionContext, type Session, type SessionState } from '../lib/auth/session-context';
import type { SessionBackend } from '../lib/auth/auth-provider';

/** Factories for tests: a user and a session whose actions are stubs. */
export const aUser = (overrides: Partial<User> = {}): User => ({
  id: 'user-1',
  name: 'Ada Shopper',
  email: 'ada@example.com',
  type: 'consumer',
  plan: 'free',
  ...overrides,
});

export const aSession = (state: SessionState, overrides: Partial<Session> = {}): Session => ({
  state,
  signIn: () => Promise.reject(new Error('not stubbed')),
  register: () => Promise.reject(new Error('not stubbed')),
  signOut: () => Promise.resolve(),
  leave: () => Promise.resolve(),
  mergeUser: () => undefined,
  ...overrides,
});

export const WithSession = ({ session, children }: { session: Session; children: ReactNode }) => (
  <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
);

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/** An unsigned JWT with the given payload: the SPA only ever reads the payload (its expiry). */
export const aJwt = (payload: object) =>
  ['e30', base64url(JSON.stringify(payload)), 'sig'].join('.');

/** A stand-in for the Amplify module: signed in with a token valid for an hour from `nowMs`. */
export const aBackend = (
  nowMs: number,
  overrides: Partial<SessionBackend> = {},
): SessionBackend => ({
  getIdToken: () => Promise.resolve(aJwt({ exp: Math.floor(nowMs / 1000) + 3600 })),
  isAuthFailure: () => false,
  signInUser: () => Promise.resolve(aUser()),
  registerUser: () => Promise.resolve(aUser()),
  signOutUser: () => Promise.resolve(),
  ...overrides,
});

/** The runtime configuration the session's tests run with (a local pool, the same origin). */
export const testRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: '',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_pool',
  userPoolClientId: 'client-1',
  stage: 'local',
};
