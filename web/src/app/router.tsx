import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { GuestOnly, RequireAuth, RequireBusiness } from './guards';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';

/**
 * Every route of both spec route tables. Each page is its own lazily loaded
 * module, so a visitor downloads only the page they open.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          // Public.
          { index: true, lazy: () => import('./routes/landing') },
          { path: 'products', lazy: () => import('./routes/products') },
          { path: 'products/:id', lazy: () => import('./routes/product-detail') },
          { path: 'pricing', lazy: () => import('./routes/pricing') },
          { path: 'support', lazy: () => import('./routes/support') },
          { path: 'support/ticket/:id', lazy: () => import('./routes/support-ticket') },
          { path: 'help/*', lazy: () => import('./routes/help') },
          { path: 'terms', lazy: () => import('./routes/terms') },
          { path: 'privacy', lazy: () => import('./routes/privacy') },
          { path: '404', lazy: () => import('./routes/not-found') },
          { path: 'wishlist/collections/:id', lazy: () => import('./routes/collection') },

          // Guests only.
          {
            Component: GuestOnly,
            children: [
              { path: 'login', lazy: () => import('./routes/login') },
              { path: 'register', lazy: () => import('./routes/register') },
              { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
            ],
          },

          // Signed in.
          {
            Component: RequireAuth,
            children: [
              { path: 'scan', lazy: () => import('./routes/scan') },
              { path: 'analyze', lazy: () => import('./routes/analyze') },
              { path: 'wishlist', lazy: () => import('./routes/wishlist') },
              { path: 'profile', lazy: () => import('./routes/profile') },
              { path: 'subscription', lazy: () => import('./routes/subscription') },
            ],
          },

          // Signed in with a business account.
          {
            Component: RequireBusiness,
            children: [{ path: 'dashboard', lazy: () => import('./routes/dashboard') }],
          },

          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
    ],
  },
];

/**
 * The app's router. Made, it starts loading the opened page's module at once: main.tsx makes it
 * while /config.json loads, so the page's code arrives alongside the configuration instead of a
 * round trip after it.
 */
export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
