import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { SESSION_CHECK_INTERVAL_MS, authMessages } from '@shop-scanner/shared/messages';
import type { User } from '@shop-scanner/shared/user';
import { getRuntimeConfig } from '../../config/runtime-config';
import {
  forgetSessionUser,
  hasStoredSession,
  readSessionUser,
  rememberSessionUser,
} from '../storage';
import { ApiError } from '../api-client';
import { toast } from '../toast-store';
import { type AuthBackend, loadAuthBackend, loadedAuthBackend } from './load-auth-backend';
import { SessionContext, type Session, type SessionState } from './session-context';
import { freshStoredIdToken } from './stored-id-token';
import { checkSession, type SessionVerdict } from './token-expiry';
import { onUnauthorized } from './api-session';
import { loadHousekeeping, whenIdle } from '../offline/offline-idle';
import { offlineCacheMayHoldData } from '../offline/offline-marker';
import { isConnectionLost } from '../offline/connection';
import { OFFLINE_CLEAR_MESSAGE } from '../offline/offline-save-message';
import { appWorker } from '../app-worker';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** What the provider needs of the Amplify module, so tests can hand it a fake. */
export type SessionBackend = Pick<
  AuthBackend,
  'getIdToken' | 'isAuthFailure' | 'signInUser' | 'registerUser' | 'signOutUser'
>;

export interface AuthProviderDeps {
  /** Loads (once) the backend: only when a session is stored or the user signs in. */
  loadBackend: () => Promise<SessionBackend>;
  /** The backend if already loaded; a guest's 401 never loads Amplify just to sign out. */
  loadedBackend: () => Promise<SessionBackend> | undefined;
  /** The clock tokens are judged against. */
  now: () => number;
  /**
   * The stored ID token while it is fresh, read without Amplify: a session it proves valid is
   * restored and checked without loading Amplify (stored-id-token.ts). Left out: always ask
   * Amplify.
   */
  storedIdToken?: (nowMs: number) => string | undefined;
}

const defaultDeps: AuthProviderDeps = {
  loadBackend: loadAuthBackend,
  loadedBackend: loadedAuthBackend,
  now: () => Date.now(),
  storedIdToken: (nowMs) => freshStoredIdToken(getRuntimeConfig().userPoolClientId, nowMs),
};

/**
 * Holds the session. Lives inside the router (it navigates to /login on a 401) and outside every
 * route, so guards, header and pages read one state.
 */
export const AuthProvider = ({
  children,
  deps = defaultDeps,
}: {
  children: ReactNode;
  deps?: AuthProviderDeps;
}) => {
  // Fixed at mount: the effects below must not restart when a caller passes a new object.
  const [{ loadBackend, loadedBackend, now, storedIdToken }] = useState(deps);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { userPoolClientId } = getRuntimeConfig();

  // Decided synchronously: with no stored session a guest is signed out from the first paint.
  const [state, setState] = useState<SessionState>(() =>
    hasStoredSession(userPoolClientId) ? { status: 'loading' } : { status: 'signed-out' },
  );
  const restoredWithoutConnection = useRef(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  const locationRef = useRef(location);
  locationRef.current = location;

  // Amplify signs out (and forgets the stored tokens); a session restored from a stored token has
  // not loaded it yet, so it loads now. A guest's 401 never loads Amplify just to sign out.
  const clearSession = useCallback(async () => {
    const backend =
      loadedBackend() ?? (hasStoredSession(userPoolClientId) ? loadBackend() : undefined);
    if (backend) await (await backend).signOutUser().catch(() => undefined);
    forgetSessionUser(userPoolClientId);
    // The offline copies were the user's: the next person at this device must not see them.
    // The store's code loads only if the device holds any.
    if (offlineCacheMayHoldData()) {
      void loadHousekeeping()
        .then(({ clearCaches }) => clearCaches())
        .catch(() => undefined);
      // A copy the worker is still writing (handed over before) would outlive that clear.
      void appWorker.then((worker) => worker?.postMessage({ type: OFFLINE_CLEAR_MESSAGE }));
    }
    queryClient.clear();
    setState({ status: 'signed-out' });
  }, [queryClient, loadedBackend, loadBackend, userPoolClientId]);

  // A stored token still fresh proves the session without loading Amplify; else Amplify refreshes
  // it or says the session is over.
  const sessionVerdict = useCallback(async (): Promise<SessionVerdict> => {
    if (!loadedBackend() && storedIdToken?.(now())) return 'valid';
    const backend = await loadBackend();
    return checkSession(backend.getIdToken, now, backend.isAuthFailure);
  }, [loadBackend, loadedBackend, storedIdToken, now]);

  // Any 401 from the API ends the session and goes to /login, remembering where the user was;
  // except once the session was left on purpose (`leave`): the 401s of requests still under way
  // then (a deleted account's, refused from now on) must not take the shopper from where it led.
  const handlingUnauthorized = useRef(false);
  const left = useRef(false);

  // Leaving ends the session once the page it leads to is shown: ended while a signed-in page is
  // still on screen (the next page's module loading), that page's guard would send the shopper
  // to /login instead.
  const [leavingTo, setLeavingTo] = useState<string>();
  useEffect(() => {
    if (leavingTo === undefined || location.pathname !== new URL(leavingTo, 'http://x').pathname)
      return;
    setLeavingTo(undefined);
    void clearSession();
  }, [leavingTo, location.pathname, clearSession]);
  useEffect(
    () =>
      onUnauthorized(() => {
        if (handlingUnauthorized.current || left.current) return;
        handlingUnauthorized.current = true;
        const from = locationRef.current;
        void clearSession().finally(() => {
          handlingUnauthorized.current = false;
          if (from.pathname !== '/login') navigate('/login', { replace: true, state: { from } });
        });
      }),
    [clearSession, navigate],
  );

  // Restore a stored session: Amplify refreshes the tokens if it can, then the profile loads.
  useEffect(() => {
    if (stateRef.current.status !== 'loading') return;
    let cancelled = false;
    /** Restores the session with the profile kept with it; false when none is kept. */
    const restoreKeptUser = (): boolean => {
      const kept = readSessionUser(userPoolClientId);
      if (!kept) return false;
      restoredWithoutConnection.current = true;
      if (!cancelled && stateRef.current.status === 'loading')
        setState({ status: 'signed-in', user: kept });
      return true;
    };
    void (async () => {
      try {
        const verdict = await sessionVerdict();
        if (verdict === 'expired') {
          await (await loadBackend()).signOutUser().catch(() => undefined);
          forgetSessionUser(userPoolClientId);
          if (!cancelled) setState({ status: 'signed-out' });
          return;
        }
        // 'unknown': the session could not be checked (no connection to refresh the token). It
        // is not ended for that; the profile below, or the one kept with it, says who it is.
        // Offline, the profile's query would only wait for the connection: the kept one answers.
        if (!onlineManager.isOnline() && restoreKeptUser()) return;
        const { meQueryOptions } = await import('./get-me');
        const user = await queryClient.fetchQuery(meQueryOptions());
        if (!cancelled) setState({ status: 'signed-in', user });
      } catch (error) {
        // A 401 is handled by the 401 listener above (sign out, go to /login): no second message.
        if (cancelled || (error instanceof ApiError && error.status === 401)) return;
        // Without a connection the server cannot say who is signed in: the profile kept with the
        // session does, so the shopper sees their own saved copies and queue. It is checked again
        // as soon as the connection returns (the session check below).
        if ((isConnectionLost(error) || !onlineManager.isOnline()) && restoreKeptUser()) return;
        // Anything else (offline, server down) is said once.
        if (stateRef.current.status === 'loading') {
          toast.error(`Could not restore your session: ${messageOf(error, 'unknown error')}`);
          setState({ status: 'signed-out' });
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [queryClient, loadBackend, sessionVerdict, userPoolClientId]);

  // The profile is kept with the stored session for a start without a connection (above).
  const signedInUser = state.status === 'signed-in' ? state.user : undefined;
  useEffect(() => {
    if (signedInUser) rememberSessionUser(userPoolClientId, signedInUser);
  }, [signedInUser, userPoolClientId]);

  // A session restored without a connection is checked once the connection returns: the profile
  // is read again (its plan may have changed), and a 401 then ends it as any other would.
  useEffect(() => {
    if (!signedInUser) return;
    const recheck = () => {
      if (!restoredWithoutConnection.current) return;
      void import('./get-me')
        .then(({ meQueryOptions }) => queryClient.fetchQuery(meQueryOptions()))
        .then((user) => {
          restoredWithoutConnection.current = false;
          setState((s) => (s.status === 'signed-in' ? { status: 'signed-in', user } : s));
        })
        .catch(() => undefined);
    };
    window.addEventListener('online', recheck);
    return () => window.removeEventListener('online', recheck);
  }, [signedInUser, queryClient]);

  // Expiry is checked immediately and every 5 minutes while signed in, and also when the
  // tab becomes visible again (timers are throttled in background tabs).
  const signedIn = state.status === 'signed-in';
  // One check at a time across the effect's re-runs too: two overlapping checks of an expired
  // token would both sign out and both say so.
  const checking = useRef(false);
  useEffect(() => {
    if (!signedIn) return;
    const check = async () => {
      if (checking.current) return;
      checking.current = true;
      try {
        const verdict = await sessionVerdict();
        if (verdict === 'expired' && stateRef.current.status === 'signed-in') {
          await clearSession();
          toast.error(authMessages.sessionExpired);
        }
      } catch {
        // The auth module could not load (offline, say): like a network error, nobody is signed
        // out for it; the next check tries again.
      } finally {
        checking.current = false;
      }
    };
    void check();
    const timer = setInterval(() => void check(), SESSION_CHECK_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn, clearSession, sessionVerdict]);

  // Once the session is known at start, and again whenever another user signs in, when the browser
  // is idle: the offline copies older than the store keeps are cleaned, and only the signed-in
  // user's are kept (a visitor's, or the previous user's, go). A guest's start removes nobody's
  // copies: a shopper whose session could not be restored without a connection keeps theirs.
  const offlineOwner =
    state.status === 'signed-in' ? state.user.id : state.status === 'loading' ? null : undefined;
  useEffect(() => {
    if (offlineOwner === null || !offlineCacheMayHoldData()) return;
    whenIdle(async () => (await loadHousekeeping()).tidyCaches(offlineOwner));
  }, [offlineOwner]);

  const session = useMemo<Session>(() => {
    /** Signing in and registering end alike: a fresh cache and the user in the session. */
    const startSession = async (signInWith: (backend: SessionBackend) => Promise<User>) => {
      const user = await signInWith(await loadBackend());
      left.current = false;
      queryClient.clear();
      setState({ status: 'signed-in', user });
      return user;
    };
    return {
      state,
      signIn: (input) => startSession((backend) => backend.signInUser(input)),
      register: (input) => startSession((backend) => backend.registerUser(input)),
      signOut: async () => {
        await clearSession();
        toast.success(authMessages.loggedOut);
        navigate('/');
      },
      // The page first: on a signed-in page, the session's end would send the shopper to /login.
      leave: async (to) => {
        left.current = true;
        setLeavingTo(to);
        navigate(to, { replace: true });
      },
      mergeUser: (patch: Partial<User>) =>
        setState((s) => (s.status === 'signed-in' ? { ...s, user: { ...s.user, ...patch } } : s)),
    };
  }, [state, queryClient, clearSession, navigate, loadBackend]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
};
