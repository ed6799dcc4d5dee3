import { useMutation } from '@tanstack/react-query';
import { authMessages } from '@shop-scanner/shared/messages';
import { useSession } from '../../../lib/auth/session-context';
import { toast } from '../../../lib/toast-store';
import { authErrorMessage } from './auth-error-message';

/** Creates the account and signs in; the guest-only guard then goes to / (part 1 §2). */
export const useRegister = () => {
  const session = useSession();
  return useMutation({
    mutationFn: session.register,
    onSuccess: (user) => toast.success(authMessages.welcomeNew(user.name)),
    onError: (error) => toast.error(authErrorMessage(error, authMessages.registrationFailed)),
  });
};
