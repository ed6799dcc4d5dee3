import { Link } from 'react-router';
import { useEffect } from 'react';
import { loadAuthBackend } from '../../../lib/auth/load-auth-backend';
import { useRegister } from '../hooks/use-register';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';
import { SocialSignIn } from './social-sign-in';

export const RegisterPage = () => {
  const register = useRegister();
  useEffect(() => void loadAuthBackend().catch(() => undefined), []);
  return (
    <AuthCard
      title="Create your account"
      subtitle="Free to start. Upgrade only if you need more."
      footer={
        <>
          Already have an account? <Link to="/login">Sign in</Link>
        </>
      }
    >
      <RegisterForm onSubmit={(values) => register.mutate(values)} pending={register.isPending} />
      <SocialSignIn />
    </AuthCard>
  );
};
