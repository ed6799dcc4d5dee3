import {
  createContext,
  startTransition,
  useContext,
  useLayoutEffect,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import { Router, UNSAFE_createBrowserHistory } from 'react-router';

/** The browser's history as React Router reads and changes it (a memory history in tests). */
export type AppHistory = Pick<
  ReturnType<typeof UNSAFE_createBrowserHistory>,
  'action' | 'location' | 'listen' | 'createHref' | 'encodeLocation' | 'go' | 'push' | 'replace'
>;

const RoutePendingContext = createContext(false);

/** True while a navigation waits for the next page's module (the route bar shows then). */
export const useRoutePending = () => useContext(RoutePendingContext);

/**
 * React Router's declarative router, as `BrowserRouter` is, with one addition: it says when a
 * navigation waits for the next page's module. Each change of location is drawn in a transition,
 * so the page on screen stays until the next one can draw (React keeps a shown page rather than
 * fall back to a spinner). When the next page's module is not in yet, the transition is one whose
 * pending state is read by `useRoutePending`; when it is, none is, so the route bar does not flash
 * for a frame on every click.
 *
 * `UNSAFE_createBrowserHistory` is the history `BrowserRouter` itself makes. The data router this
 * replaces did the same and more, in more than twice the script (bench/RESULTS.md).
 */
export const TransitionRouter = ({
  isPageReady,
  history: given,
  children,
}: {
  /** Whether the page at a pathname can draw at once, its module already in. */
  isPageReady: (pathname: string) => boolean;
  history?: AppHistory;
  children: ReactNode;
}) => {
  const [history] = useState<AppHistory>(
    () => given ?? UNSAFE_createBrowserHistory({ v5Compat: true }),
  );
  const [shown, setShown] = useState({ action: history.action, location: history.location });
  const [pending, startPendingTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const show = () => setShown({ action, location });
        if (isPageReady(location.pathname)) startTransition(show);
        else startPendingTransition(show);
      }),
    [history, isPageReady],
  );
  return (
    <RoutePendingContext value={pending}>
      <Router location={shown.location} navigationType={shown.action} navigator={history}>
        {children}
      </Router>
    </RoutePendingContext>
  );
};
