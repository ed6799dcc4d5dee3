/**
 * `GET /api/dashboard`: the signed-in business's own dashboard. The answer is checked for its kind
 * (lib/api/answer-shape.ts), so the page never renders another endpoint's body; zod stays off the
 * page's load.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@shop-scanner/shared/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { objectWith } from '../../../lib/api/answer-shape';
import { retryTransientOnce } from '../../../lib/api/retry-policy';

const dashboardAnswer = objectWith<Dashboard>(
  'businessName',
  'products',
  'activity',
  'store',
  'latestAnalysis',
);

export const dashboardQueryKeys = { all: ['dashboard'] as const };

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardQueryKeys.all,
    queryFn: ({ signal }) => apiRequest('/api/dashboard', { schema: dashboardAnswer, signal }),
    retry: retryTransientOnce,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
