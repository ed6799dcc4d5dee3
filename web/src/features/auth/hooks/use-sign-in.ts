import { useMutation } from '@tanstack/react-query';
import { authMessages } from '@shop-scanner/shared/messages';
import { useSession } from '../../../lib/auth/session-context';
import { toast } from '../../../lib/toast-store';
import { authErrorMessage } from './auth-error-message';

/**
 * Signs in. On success the guest-only guard takes the user to the remembered origin or to /; on
 * failure a toast says why and the form keeps its input.
 */
export const useSignIn = () => {
  const session = useSession();
  return useMutation({
    mutationFn: session.signIn,
    onSuccess: (user) => toast.success(authMessages.welcomeBack(user.name)),
    onError: (error) => toast.error(authErrorMessage(error, authMessages.loginFailed)),
  });
};
