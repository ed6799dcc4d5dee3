import { Link } from 'react-router';
import { useRegister } from '../hooks/use-auth-actions';
import { usePreloadAuthBackend } from '../hooks/use-preload-auth-backend';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';
import { SocialSignIn } from './social-sign-in';

export const RegisterPage = () => {
  const register = useRegister();
  usePreloadAuthBackend();
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
