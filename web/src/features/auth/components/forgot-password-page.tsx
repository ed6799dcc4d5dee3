import { useEffect } from 'react';
import { loadAuthBackend } from '../../../lib/auth/load-auth-backend';
import { AuthCard } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';

export const ForgotPasswordPage = () => {
  useEffect(() => void loadAuthBackend().catch(() => undefined), []);
  return (
    <AuthCard title="Reset your password">
      <ForgotPasswordForm />
    </AuthCard>
  );
};
