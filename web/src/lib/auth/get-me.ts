import { queryOptions } from '@tanstack/react-query';
import { userSchema, type User } from '@shop-scanner/shared/user';
import { apiRequest } from '../api-client';

/** `GET /auth/me`: the signed-in user's profile. */
export const getMe = (): Promise<User> => apiRequest('/auth/me', { schema: userSchema });

export const meQueryKey = ['auth', 'me'] as const;

export const meQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 5 * 60_000 });
