import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '../components/ui/toaster';
import type { AppRouter } from './router';

/** General query cache retry 1, fresh 5 min, kept 10 min. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 5 * 60_000, gcTime: 10 * 60_000 },
      mutations: { retry: 0 },
    },
  });

/** The app, with its router and query cache made by main.tsx before the first render. */
export const App = ({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) => {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
};
