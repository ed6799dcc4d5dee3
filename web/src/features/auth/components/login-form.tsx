import { Link } from 'react-router';
import type { LoginInput } from '@shop-scanner/shared/user';
import { Button } from '../../../components/ui/button';
import { Checkbox, EmailField, PasswordField } from '../../../components/ui/field';
import { useCheckedForm } from '../../../lib/use-checked-form';
import { loginCheck, type LoginValues } from '../account-checks';

export type { LoginValues };

/** The login form. It never clears its input on failure. */
export const LoginForm = ({
  onSubmit,
  pending = false,
  initialEmail = '',
}: {
  onSubmit: (values: LoginValues) => void;
  pending?: boolean;
  initialEmail?: string;
}) => {
  // The server's rule without zod (account-checks.ts); remember me is the browser's, not checked.
  const { field, register, submitParsed } = useCheckedForm<LoginValues, LoginInput>(loginCheck, {
    defaultValues: { email: initialEmail, password: '', remember: true },
  });

  return (
    <form
      className="form"
      onSubmit={submitParsed((credentials, { remember }) => onSubmit({ ...credentials, remember }))}
      noValidate
      aria-label="Sign in"
    >
      <EmailField {...field('email')} />
      <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
      <div className="form__row">
        <Checkbox label="Remember me" {...register('remember')} />
        <Link to="/forgot-password" className="form__link">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" block size="lg" loading={pending}>
        Sign in
      </Button>
    </form>
  );
};
