import { usePreloadAuthBackend } from '../hooks/use-preload-auth-backend';
import { AuthCard } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';

export const ForgotPasswordPage = () => {
  usePreloadAuthBackend();
  return (
    <AuthCard title="Reset your password">
      <ForgotPasswordForm />
    </AuthCard>
  );
};
