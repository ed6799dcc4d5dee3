import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type UpdateProfileInput, type User } from '@shop-scanner/shared/user';
import { apiRequest } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth/get-me';
import { useSession } from '../../../lib/auth/session-context';

/** `PUT /auth/me`: change the name or business name; answers the whole profile. */
export const updateProfile = (input: UpdateProfileInput): Promise<User> =>
  apiRequest('/auth/me', { method: 'PUT', body: input, schema: userSchema });

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  const { mergeUser } = useSession();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      // Part 1 §4: the update merges into the stored user (header, menus) and the cached profile.
      mergeUser(user);
      queryClient.setQueryData(meQueryOptions().queryKey, user);
      return queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    },
  });
};
