import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileInput, User } from '@shop-scanner/shared/user';
import { apiRequest } from '../../../lib/api-client';
import { userAnswer } from '../../../lib/auth/get-me';
import { useSession } from '../../../lib/auth/session-context';

/**
 * `PUT /auth/me`: change the name or business name; answers the whole profile, checked as
 * `GET /auth/me`'s is.
 */
export const updateProfile = (input: UpdateProfileInput): Promise<User> =>
  apiRequest('/auth/me', { method: 'PUT', body: input, schema: userAnswer });

/** The answer merges into the session's user, which the header and this page show. */
export const useUpdateProfile = () => {
  const { mergeUser } = useSession();
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => mergeUser(user) });
};
