import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { firstFieldErrors } from '@shop-scanner/shared/api-errors';
import { forgotPasswordRequestSchema, resetPasswordSchema } from '@shop-scanner/shared/user';
import { getRuntimeConfig } from '../../../config/runtime-config';
import { loadAuthBackend } from '../../../lib/auth/load-auth-backend';
import { toast } from '../../../lib/toast-store';
import { Button } from '../../../components/ui/button';
import { EmailField, TextField } from '../../../components/ui/field';
import { useFormErrors } from '../../../lib/use-form-errors';
import { authErrorMessage } from '../hooks/auth-error-message';
import { NewPasswordFields } from './new-password-fields';

type Field = 'email' | 'code' | 'password' | 'confirmPassword';

/** Two steps: ask Cognito for a code by email, then set a new password with it. */
export const ForgotPasswordForm = () => {
  const navigate = useNavigate();
  const [step, setStep] = useState<'request' | 'confirm'>('request');
  const [pending, setPending] = useState(false);
  const [values, setValues] = useState({ email: '', code: '', password: '', confirmPassword: '' });
  const { errors, setErrors, clear } = useFormErrors<Field>();
  const local = getRuntimeConfig().stage === 'local';

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
    if (field === 'password') clear('confirmPassword');
  };

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

  const requestCode = (e: FormEvent) => {
    e.preventDefault();
    const parsed = forgotPasswordRequestSchema.safeParse({ email: values.email });
    if (!parsed.success) return setErrors(firstFieldErrors(parsed.error));
    void run(async () => {
      const backend = await loadAuthBackend();
      await backend.requestPasswordReset(parsed.data.email);
      setValues((v) => ({ ...v, email: parsed.data.email }));
      setStep('confirm');
      toast.success('If an account exists for that email, a code is on its way.');
    }, 'Could not send a reset code');
  };

  const confirm = (e: FormEvent) => {
    e.preventDefault();
    const parsed = resetPasswordSchema.safeParse(values);
    if (!parsed.success) return setErrors(firstFieldErrors(parsed.error));
    void run(async () => {
      const backend = await loadAuthBackend();
      await backend.confirmPasswordReset(parsed.data);
      toast.success('Password changed. Sign in with your new password.');
      navigate('/login', { replace: true });
    }, 'Could not reset the password');
  };

  if (step === 'request') {
    return (
      <form className="form" onSubmit={requestCode} noValidate aria-label="Request a reset code">
        <p className="form__intro">
          Enter the email of your account and we will send you a code to set a new password.
        </p>
        <EmailField
          value={values.email}
          error={errors.email}
          onChange={(e) => set('email', e.target.value)}
        />
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
            This is the local stack: no email is sent. The code for <strong>{values.email}</strong>{' '}
            is printed in the log of <code>npm start</code>.
          </>
        ) : (
          <>
            We sent a 6-digit code to <strong>{values.email}</strong> if an account exists for it.
          </>
        )}
      </p>
      <TextField
        label="Code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={values.code}
        error={errors.code}
        onChange={(e) => set('code', e.target.value)}
      />
      <NewPasswordFields
        labels={{ password: 'New password', confirmPassword: 'Confirm new password' }}
        values={values}
        errors={errors}
        onChange={set}
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
