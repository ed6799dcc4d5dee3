import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { useLocation, UNSAFE_createMemoryHistory } from 'react-router';
import type { SessionState } from '../lib/auth/session-context';
import { aSession, aUser, WithSession } from '../test/session-fixtures';
import { lazyPage, type LazyPage, type PageModule } from './page-module';
import { PageOutlet } from './route-error-boundary';
import { findPageRoute, isRouteReady, pageRoutes, type PageRoute } from './route-table';
import { AppRoutes } from './router';
import { TransitionRouter, useRoutePending } from './transition-router';

/** A page that says its name and where it is. */
const aPageModule = (name: string): PageModule => ({
  Component: () => {
    const { pathname } = useLocation();
    return <h1>{`${name} at ${pathname}`}</h1>;
  },
});

/** A page whose download the test ends when it likes. */
const aSlowPage = (name: string) => {
  let arrive = () => {};
  let fail: (error: Error) => void = () => {};
  const page = lazyPage(
    () =>
      new Promise<PageModule>((resolve, reject) => {
        arrive = () => resolve(aPageModule(name));
        fail = reject;
      }),
  );
  return {
    page,
    arrive: () => act(async () => arrive()),
    fail: (error: Error) => act(async () => fail(error)),
  };
};

/** A page already downloaded. */
const aLoadedPage = async (module: PageModule): Promise<LazyPage> => {
  const page = lazyPage(() => Promise.resolve(module));
  await page.load();
  return page;
};

/** Every state of the route bar the layout was drawn with. */
let barStates: boolean[] = [];

const TestLayout = () => {
  const pending = useRoutePending();
  barStates.push(pending);
  return (
    <>
      <header>Site header</header>
      {pending && <p>Next page loading</p>}
      <PageOutlet />
    </>
  );
};

const renderApp = async (
  path: string,
  routes: readonly PageRoute[],
  session: SessionState = { status: 'signed-out' },
) => {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const isPageReady = (pathname: string) => isRouteReady(pathname, routes);
  // Awaited, so that React retries what suspended in the first render once it can.
  await act(async () =>
    render(
      <WithSession session={aSession(session)}>
        <TransitionRouter history={history} isPageReady={isPageReady}>
          <AppRoutes layout={<TestLayout />} routes={routes} />
        </TransitionRouter>
      </WithSession>,
    ),
  );
  return { navigate: (to: string) => act(async () => history.push(to)), history };
};

const header = () => screen.queryByText('Site header');

beforeEach(() => {
  barStates = [];
});

describe('the app routes', () => {
  it("shows a full-page spinner, not the layout, until the opened page's module is in", async () => {
    // Prepare
    const home = aSlowPage('home');

    // Act
    await renderApp('/', [{ path: '/', page: home.page }]);

    // Assess
    expect(await screen.findByTestId('full-page-spinner')).toBeTruthy();
    expect(header()).toBeNull();

    // Act
    await home.arrive();

    // Assess
    expect(screen.getByRole('heading', { name: 'home at /' })).toBeTruthy();
    expect(header()).toBeTruthy();
    expect(screen.queryByTestId('full-page-spinner')).toBeNull();
  });

  it("keeps the page on screen, with the route bar, while the next page's module loads", async () => {
    // Prepare
    const pricing = aSlowPage('pricing');
    const { navigate } = await renderApp('/', [
      { path: '/', page: await aLoadedPage(aPageModule('home')) },
      { path: '/pricing', page: pricing.page },
    ]);
    expect(screen.getByRole('heading', { name: 'home at /' })).toBeTruthy();
    expect(barStates).not.toContain(true);

    // Act
    await navigate('/pricing');

    // Assess: the page that was there, and the bar.
    expect(screen.getByRole('heading', { name: 'home at /' })).toBeTruthy();
    expect(screen.getByText('Next page loading')).toBeTruthy();
    expect(screen.queryByTestId('full-page-spinner')).toBeNull();

    // Act
    await pricing.arrive();

    // Assess
    expect(screen.getByRole('heading', { name: 'pricing at /pricing' })).toBeTruthy();
    expect(screen.queryByText('Next page loading')).toBeNull();
  });

  it('never shows the route bar when the next page is already in', async () => {
    // Prepare
    const { navigate } = await renderApp('/', [
      { path: '/', page: await aLoadedPage(aPageModule('home')) },
      { path: '/pricing', page: await aLoadedPage(aPageModule('pricing')) },
    ]);

    // Act
    await navigate('/pricing');
    await navigate('/');

    // Assess
    expect(screen.getByRole('heading', { name: 'home at /' })).toBeTruthy();
    expect(barStates).not.toContain(true);
  });

  it('sends an unknown path to /404', async () => {
    // Prepare + Act
    const { history } = await renderApp('/no/such/page', [
      { path: '/404', page: await aLoadedPage(aPageModule('not found')) },
    ]);

    // Assess
    expect(await screen.findByRole('heading', { name: 'not found at /404' })).toBeTruthy();
    expect(history.action).toBe('REPLACE');
  });

  describe('when a page fails', () => {
    beforeEach(() => {
      // React reports each error a boundary catches; here they are the point of the test.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    const errorBlock = () => screen.getByRole('alert');

    it('shows what went wrong inside the layout when a page throws, and clears it on leaving', async () => {
      // Prepare
      const broken: PageModule = {
        Component: () => {
          throw new Error('The product could not be read');
        },
      };
      const { navigate } = await renderApp('/broken', [
        { path: '/broken', page: await aLoadedPage(broken) },
        { path: '/', page: await aLoadedPage(aPageModule('home')) },
      ]);

      // Assess
      expect(
        within(errorBlock()).getByRole('heading', { name: 'Something went wrong' }),
      ).toBeTruthy();
      expect(
        within(errorBlock()).getByText(
          'This page could not be shown: The product could not be read',
        ),
      ).toBeTruthy();
      expect(within(errorBlock()).getByRole('button', { name: 'Reload' })).toBeTruthy();
      expect(within(errorBlock()).getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe(
        '/',
      );
      expect(header()).toBeTruthy();

      // Act
      await navigate('/');

      // Assess
      expect(screen.getByRole('heading', { name: 'home at /' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it("shows what went wrong inside the layout when the next page's module fails to load", async () => {
      // Prepare
      const pricing = aSlowPage('pricing');
      const { navigate } = await renderApp('/', [
        { path: '/', page: await aLoadedPage(aPageModule('home')) },
        { path: '/pricing', page: pricing.page },
      ]);
      await navigate('/pricing');

      // Act
      await pricing.fail(new Error('Failed to fetch dynamically imported module'));

      // Assess
      expect(
        within(errorBlock()).getByText(
          'This page could not be shown: Failed to fetch dynamically imported module',
        ),
      ).toBeTruthy();
      expect(header()).toBeTruthy();
      expect(screen.queryByText('Next page loading')).toBeNull();
    });

    it("shows what went wrong inside the layout when the opened page's module fails to load", async () => {
      // Prepare
      const pricing = aSlowPage('pricing');
      await renderApp('/pricing', [{ path: '/pricing', page: pricing.page }]);

      // Act
      await pricing.fail(new Error('Failed to fetch dynamically imported module'));

      // Assess
      expect(
        within(errorBlock()).getByRole('heading', { name: 'Something went wrong' }),
      ).toBeTruthy();
      expect(header()).toBeTruthy();
    });
  });
});

/** A pathname the route's pattern matches: each parameter and the splat given a value. */
const aPathFor = (pattern: string) =>
  pattern.replace(/:[a-z]+/g, 'x-1').replace(/\*$/, 'some/topic');

const sessionFor = (route: PageRoute): SessionState =>
  route.guard === 'guest'
    ? { status: 'signed-out' }
    : { status: 'signed-in', user: aUser({ type: 'business' }) };

describe("the app's route table", () => {
  it.each(pageRoutes.map((route) => [route.path, route] as const))(
    'draws %s, the page that preloading a pathname of it picks',
    async (path, route) => {
      // Prepare: every page of the table replaced by one that says its route's path.
      const stand = await Promise.all(
        pageRoutes.map(async (each) => ({
          ...each,
          page: await aLoadedPage(aPageModule(each.path)),
        })),
      );
      const pathname = aPathFor(path);

      // Act
      await renderApp(pathname, stand, sessionFor(route));

      // Assess: the rendered tree and the preload agree.
      expect(await screen.findByRole('heading', { name: `${path} at ${pathname}` })).toBeTruthy();
      expect(findPageRoute(pathname)).toBe(route);
    },
  );
});
