import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { getRuntimeConfig } from '../../../config/runtime-config';
import { loadAuthBackend } from '../../../lib/auth/load-auth-backend';
import { toast } from '../../../lib/toast-store';
import { Button } from '../../../components/ui/button';
import { EmailField, TextField } from '../../../components/ui/field';
import { useCheckedForm } from '../../../lib/use-checked-form';
import { resetCheck, resetRequestCheck, type ResetValues } from '../account-checks';
import { authErrorMessage } from '../hooks/auth-error-message';
import { NewPasswordFields } from './new-password-fields';

/** Two steps: ask Cognito for a code by email, then set a new password with it. */
export const ForgotPasswordForm = () => {
  const navigate = useNavigate();
  const [step, setStep] = useState<'request' | 'confirm'>('request');
  const [pending, setPending] = useState(false);
  // The server's rules without zod (account-checks.ts).
  const request = useCheckedForm<{ email: string }>(resetRequestCheck, {
    defaultValues: { email: '' },
  });
  const reset = useCheckedForm<ResetValues>(resetCheck, {
    defaultValues: { email: '', code: '', password: '', confirmPassword: '' },
  });
  const email = reset.watch('email');
  const local = getRuntimeConfig().stage === 'local';

  const run = async (work: () => Promise<void>, fallback: string) => {
    setPending(true);
    try {
      await work();
    } catch (error) {
      toast.error(authErrorMessage(error, fallback));
    } finally {
      setPending(false);
    }
  };

  const requestCode = request.submitParsed(({ email: address }) => {
    void run(async () => {
      const backend = await loadAuthBackend();
      await backend.requestPasswordReset(address);
      // The code is for this address: the second step sends it with the code.
      reset.setValue('email', address);
      setStep('confirm');
      toast.success('If an account exists for that email, a code is on its way.');
    }, 'Could not send a reset code');
  });

  const confirm = reset.submitParsed((values) => {
    void run(async () => {
      const backend = await loadAuthBackend();
      await backend.confirmPasswordReset(values);
      toast.success('Password changed. Sign in with your new password.');
      navigate('/login', { replace: true });
    }, 'Could not reset the password');
  });

  if (step === 'request') {
    return (
      <form className="form" onSubmit={requestCode} noValidate aria-label="Request a reset code">
        <p className="form__intro">
          Enter the email of your account and we will send you a code to set a new password.
        </p>
        <EmailField {...request.field('email')} />
        <Button type="submit" block size="lg" loading={pending}>
          Send reset code
        </Button>
        <p className="form__footer">
          Remembered it? <Link to="/login">Back to sign in</Link>
        </p>
      </form>
    );
  }

  return (
    <form className="form" onSubmit={confirm} noValidate aria-label="Set a new password">
      <p className="form__intro">
        {local ? (
          <>
            This is the local stack: no email is sent. The code for <strong>{email}</strong> is
            printed in the log of <code>npm start</code>.
          </>
        ) : (
          <>
            We sent a 6-digit code to <strong>{email}</strong> if an account exists for it.
          </>
        )}
      </p>
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        {...reset.field('code')}
      />
      <NewPasswordFields
        labels={{ password: 'New password', confirmPassword: 'Confirm new password' }}
        password={reset.field('password', { alsoClears: ['confirmPassword'] })}
        confirmPassword={reset.field('confirmPassword')}
      />
      <Button type="submit" block size="lg" loading={pending}>
        Set new password
      </Button>
      <p className="form__footer">
        No code?{' '}
        <button type="button" className="link-button" onClick={() => setStep('request')}>
          Send another
        </button>
      </p>
    </form>
  );
};
