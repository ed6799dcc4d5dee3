/**
 * The help centre's calls: count a view of an article (one per visitor and day, decided by the
 * server), and the most viewed articles with their counts.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  ArticleViewResponse,
  PopularArticlesResponse,
} from '@shop-scanner/shared/help-articles';
import { apiRequest } from '../../../lib/api-client';
import { objectWith } from '../../../lib/api/answer-shape';
import { retryTransientOnce } from '../../../lib/api/retry-policy';

const articlesPath = '/api/support/articles';

export const popularArticlesOptions = () =>
  queryOptions({
    queryKey: ['help', 'popular'] as const,
    queryFn: ({ signal }) =>
      apiRequest(`${articlesPath}/popular`, {
        schema: objectWith<PopularArticlesResponse>('articles'),
        signal,
      }),
    retry: retryTransientOnce,
  });

export const usePopularArticles = () => useQuery(popularArticlesOptions());

export const recordArticleView = (slug: string): Promise<ArticleViewResponse> =>
  apiRequest(`${articlesPath}/${encodeURIComponent(slug)}/views`, {
    method: 'POST',
    schema: objectWith<ArticleViewResponse>('slug', 'counted'),
  });

/**
 * Counts the reader's view of an article once it is open; a view that counted makes the popular
 * list stale, so the Help Center shows the new figure when the reader goes back to it.
 */
export const useArticleView = (slug: string) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    recordArticleView(slug).then(
      ({ counted }) => {
        if (counted) void queryClient.invalidateQueries(popularArticlesOptions());
      },
      // A view the server could not count is no reason to trouble the reader.
      () => undefined,
    );
  }, [slug, queryClient]);
};
