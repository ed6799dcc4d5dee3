import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { aSession, aUser, WithSession } from '../../../test/session-fixtures';
import { LocationProbe } from '../../../test/location-probe';
import type { Session } from '../../../lib/auth/session-context';

export const guest = (): Session => aSession({ status: 'signed-out' });
export const signedIn = (): Session => aSession({ status: 'signed-in', user: aUser() });

/** Renders `element` at `path` (route pattern `pattern`) with a fresh cache and the session. */
export const renderAt = (
  url: string,
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
