import { Link } from 'react-router';
import { useEffect } from 'react';
import { loadAuthBackend } from '../../../lib/auth/load-auth-backend';
import { useSignIn } from '../hooks/use-sign-in';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { SocialSignIn } from './social-sign-in';

export const LoginPage = () => {
  const signIn = useSignIn();
  // Start loading Amplify while the user types, so submitting does not wait for it.
  useEffect(() => void loadAuthBackend().catch(() => undefined), []);
  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to scan products, analyse stores and keep your wishlist."
      footer={
        <>
          New to Shop Scanner? <Link to="/register">Create an account</Link>
        </>
      }
    >
      <LoginForm onSubmit={(values) => signIn.mutate(values)} pending={signIn.isPending} />
      <SocialSignIn />
    </AuthCard>
  );
};
