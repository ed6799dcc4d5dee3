/**
 * Renders a page at a URL with a fresh query cache, a session and a probe of the router's
 * location. It lives here rather than in a feature because every feature's tests use it and
 * features may not import each other, tests included.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from '../lib/auth/session-context';
import { LocationProbe } from './location-probe';
import { aSession, aUser, WithSession } from './session-fixtures';

export const guest = (): Session => aSession({ status: 'signed-out' });
export const signedIn = (): Session => aSession({ status: 'signed-in', user: aUser() });

export const renderAt = (
  /** A URL, or a location with state (what a page navigating here hands over). */
  url: InitialEntry,
  pattern: string,
  element: ReactNode,
  session: Session = guest(),
) => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const tree = (current: Session) => (
    <QueryClientProvider client={queryClient}>
      <WithSession session={current}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path={pattern}
              element={
                <>
                  {element}
                  <LocationProbe />
                </>
              }
            />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </WithSession>
    </QueryClientProvider>
  );
  const view = render(tree(session));
  /** The same page and cache under another session (a restore finishing, a sign-out). */
  const setSession = (next: Session) => view.rerender(tree(next));
  return { ...view, queryClient, setSession };
};

/** The search part of the URL the page is at, as params. */
export const currentParams = (text: string | null) =>
  new URLSearchParams((text ?? '').split('?')[1] ?? '');
