import { queryOptions } from '@tanstack/react-query';
import type { User } from '@shop-scanner/shared/user';
import { apiRequest } from '../api-client';
import { objectWith } from '../api/answer-shape';

/**
 * A profile answer, checked for its kind only (lib/api/answer-shape.ts): every signed-in page
 * loads this.
 */
export const userAnswer = objectWith<User>('id', 'email', 'type', 'plan');

/** `GET /auth/me`: the signed-in user's profile. */
export const getMe = (): Promise<User> => apiRequest('/auth/me', { schema: userAnswer });

export const meQueryKey = ['auth', 'me'] as const;

export const meQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 5 * 60_000 });
