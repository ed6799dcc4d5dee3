import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authMessages } from '@shop-scanner/shared/messages';
import type { User } from '@shop-scanner/shared/user';
import { AccountCreatedError } from '../../../lib/auth/account-created-error';
import { useSession } from '../../../lib/auth/session-context';
import { toast } from '../../../lib/toast-store';
import { authErrorMessage } from './auth-error-message';

/** What the login page reads from its location state: the email to start with. */
export interface LoginPrefill {
  email?: unknown;
}

/**
 * Signs in or registers through the session. On success a toast greets the user and the
 * guest-only guard leaves the page (to the remembered origin or /); on failure a toast
 * says why and the form keeps its input.
 */
const useSessionAction = <I>(
  run: (input: I) => Promise<User>,
  greet: (name: string) => string,
  fallback: string,
) => {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: run,
    onSuccess: (user) => toast.success(greet(user.name)),
    onError: (error) => {
      toast.error(authErrorMessage(error, fallback));
      // The account exists though signing in failed: registering again would say "email taken".
      if (error instanceof AccountCreatedError) {
        navigate('/login', { state: { email: error.email } satisfies LoginPrefill });
      }
    },
  });
};

export const useSignIn = () =>
  useSessionAction(useSession().signIn, authMessages.welcomeBack, authMessages.loginFailed);

export const useRegister = () =>
  useSessionAction(useSession().register, authMessages.welcomeNew, authMessages.registrationFailed);
