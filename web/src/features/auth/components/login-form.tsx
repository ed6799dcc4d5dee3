import { Link } from 'react-router';
import { loginSchema, type LoginInput } from '@shop-scanner/shared/user';
import { Button } from '../../../components/ui/button';
import { Checkbox, EmailField, PasswordField } from '../../../components/ui/field';
import { useZodForm } from '../../../lib/use-zod-form';

export type LoginValues = LoginInput & { remember: boolean };

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
  const { field, register, submitParsed } = useZodForm<LoginValues, LoginInput>(loginSchema, {
    defaultValues: { email: initialEmail, password: '', remember: true },
    // Remember me is the browser's choice, not the server's: the strict schema never sees it.
    input: ({ remember: _remember, ...credentials }) => credentials,
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
