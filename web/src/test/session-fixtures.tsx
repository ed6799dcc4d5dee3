import type { ReactNode } from 'react';
import type { User } from '@shop-scanner/shared/user';
import { SessionContext, type Session, type SessionState } from '../lib/auth/session-context';

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
  mergeUser: () => undefined,
  ...overrides,
});

export const WithSession = ({ session, children }: { session: Session; children: ReactNode }) => (
  <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
);
