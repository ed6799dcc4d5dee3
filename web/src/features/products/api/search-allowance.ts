import { useQuery } from '@tanstack/react-query';
import { subscriptionQueryOptions } from '../../../lib/api/subscription';

/** The 'Searches remaining' counter's data: the shared subscription query, for signed-in users. */
export const useSubscription = (enabled: boolean) => useQuery(subscriptionQueryOptions(enabled));
