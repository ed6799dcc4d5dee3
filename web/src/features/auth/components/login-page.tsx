import { Link, useLocation } from 'react-router';
import { type LoginPrefill, useSignIn } from '../hooks/use-auth-actions';
import { usePreloadAuthBackend } from '../hooks/use-preload-auth-backend';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { SocialSignIn } from './social-sign-in';

export const LoginPage = () => {
  const signIn = useSignIn();
  usePreloadAuthBackend();
  // A registration that created the account but could not sign in sends its email here.
  const prefill = (useLocation().state as LoginPrefill | null)?.email;
  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to scan products, check online stores and see your plan."
      footer={
        <>
          New to Shop Scanner? <Link to="/register">Create an account</Link>
        </>
      }
    >
      <LoginForm
        onSubmit={(values) => signIn.mutate(values)}
        pending={signIn.isPending}
        initialEmail={typeof prefill === 'string' ? prefill : ''}
      />
      <SocialSignIn />
    </AuthCard>
  );
};
