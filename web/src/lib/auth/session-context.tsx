import { createContext, useContext } from 'react';
import type { RegisterInput, User } from '@shop-scanner/shared/user';

/** What registering sends: the user's fields, with an empty business name left out. */
export type NewAccount = Omit<RegisterInput, 'businessName'> & { businessName?: string };

/** Loading, then signed-out or signed-in. */
export type SessionState =
  | { readonly status: 'loading' }
  | { readonly status: 'signed-out' }
  | { readonly status: 'signed-in'; readonly user: User };

export interface Session {
  readonly state: SessionState;
  /** Resolves with the signed-in user; rejects with the failure (the caller shows it). */
  signIn: (input: { email: string; password: string; remember: boolean }) => Promise<User>;
  register: (input: NewAccount) => Promise<User>;
  signOut: () => Promise<void>;
  /**
   * Goes to the page `to` and ends the session there, without the sign-out message (the account's
   * deletion: its tokens are refused from now on, and the page says why the shopper is signed
   * out). Resolves once the navigation has started.
   */
  leave: (to: string) => Promise<void>;
  /** A profile update merges into the stored user. */
  mergeUser: (patch: Partial<User>) => void;
}

export const SessionContext = createContext<Session | null>(null);

export const useSession = (): Session => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <AuthProvider>');
  return session;
};

/** The signed-in user, or undefined while loading or signed out. */
export const useCurrentUser = (): User | undefined => {
  const { state } = useSession();
  return state.status === 'signed-in' ? state.user : undefined;
};
