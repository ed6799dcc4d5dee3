import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster';
import { RootLayout } from './layouts/root-layout';
import { isRouteReady } from './route-table';
import { AppRoutes } from './router';
import { TransitionRouter } from './transition-router';

/**
 * General query cache retry 1, fresh 5 min, kept 10 min.
 *
 * The cache's view of the connection starts from the browser's: TanStack Query assumes online
 * until an `offline` event, and a page opened without a connection (from the service worker)
 * hears none, so its queries would be tried and fail instead of waiting, and the pages would not
 * know to show what is saved on the device.
 */
export const createQueryClient = (browserOnline: () => boolean = () => navigator.onLine) => {
  onlineManager.setOnline(browserOnline());
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 5 * 60_000, gcTime: 10 * 60_000 },
      mutations: { retry: 0 },
    },
  });
};

/** The app, with its query cache made by main.tsx before the first render. */
export const App = ({ queryClient }: { queryClient: QueryClient }) => (
  <QueryClientProvider client={queryClient}>
    <TransitionRouter isPageReady={isRouteReady}>
      <AppRoutes layout={<RootLayout />} />
    </TransitionRouter>
    <Toaster />
  </QueryClientProvider>
);
