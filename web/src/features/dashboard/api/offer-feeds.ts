/**
 * `POST /api/dashboard/offer-feeds` (upload a CSV or JSON file: 202 with the report),
 * `GET /api/dashboard/offer-feeds` (recent feeds) and `GET /api/dashboard/offer-feeds/{id}` (a
 * feed's report and progress, read again every second while its rows are being ingested).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfferFeed, OfferFeedSummary } from '@shop-scanner/shared/offer-feed';
import type { OfferFeedFormat } from '@shop-scanner/shared/offer-feed-rules';
import { apiRequest } from '../../../lib/api-client';
import { objectWith } from '../../../lib/api/answer-shape';
import { sellerQueryKeys } from './seller-query-keys';

// Checked for their kind only (lib/api/answer-shape.ts): the shared zod schemas would put zod on
// the dashboard's first load.
const offerFeedAnswer = objectWith<OfferFeed>('id', 'status', 'totalRows');
const offerFeedListAnswer = objectWith<{ feeds: OfferFeedSummary[] }>('feeds');

/** How often a feed still being ingested is read again. */
const PROGRESS_POLL_MS = 1000;

export const contentTypes: Readonly<Record<OfferFeedFormat, string>> = {
  csv: 'text/csv',
  json: 'application/json',
};

export const uploadOfferFeed = ({ file, format }: { file: Blob; format: OfferFeedFormat }) =>
  apiRequest('/api/dashboard/offer-feeds', {
    method: 'POST',
    file: { content: file, contentType: contentTypes[format] },
    schema: offerFeedAnswer,
  });

export const offerFeedsOptions = () =>
  queryOptions({
    queryKey: sellerQueryKeys.feeds(),
    queryFn: ({ signal }) =>
      apiRequest('/api/dashboard/offer-feeds', { schema: offerFeedListAnswer, signal }),
  });

export const offerFeedOptions = (id: string) =>
  queryOptions({
    queryKey: sellerQueryKeys.feed(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/dashboard/offer-feeds/${encodeURIComponent(id)}`, {
        schema: offerFeedAnswer,
        signal,
      }),
    refetchInterval: (query) =>
      query.state.data?.status === 'ingesting' ? PROGRESS_POLL_MS : false,
  });

export const useOfferFeeds = (enabled: boolean) => useQuery({ ...offerFeedsOptions(), enabled });

export const useOfferFeed = (id: string | undefined) =>
  useQuery({ ...offerFeedOptions(id ?? ''), enabled: id !== undefined });

export const useUploadOfferFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadOfferFeed,
    onSuccess: (feed) => {
      queryClient.setQueryData(sellerQueryKeys.feed(feed.id), feed);
      return queryClient.invalidateQueries({ queryKey: sellerQueryKeys.feeds(), exact: true });
    },
  });
};
