import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * The three states of a query, said the same way on every page: what shows while it loads, what
 * shows when it failed, and what its data becomes once it came. Each page keeps its own words and
 * looks; this holds only the order in which the states are asked.
 */
export const QueryState = <T,>({
  query,
  pending,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  pending: ReactNode;
  failed: ReactNode;
  children: (data: T) => ReactNode;
}) => <>{query.isPending ? pending : query.isError ? failed : children(query.data)}</>;
