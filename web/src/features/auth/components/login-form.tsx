import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { firstFieldErrors } from '@shop-scanner/shared/api-errors';
import { loginSchema, type LoginInput } from '@shop-scanner/shared/user';
import { Button } from '../../../components/ui/button';
import { Checkbox, EmailField, PasswordField } from '../../../components/ui/field';
import { useFormErrors } from '../../../lib/use-form-errors';

export type LoginValues = LoginInput & { remember: boolean };

/** The login form (part 1 §2, validation part 1 §5). It never clears its input on failure. */
export const LoginForm = ({
  onSubmit,
  pending = false,
  initialEmail = '',
}: {
  onSubmit: (values: LoginValues) => void;
  pending?: boolean;
  initialEmail?: string;
}) => {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const { errors, setErrors, clear } = useFormErrors<keyof LoginInput>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(firstFieldErrors(parsed.error));
      return;
    }
    onSubmit({ ...parsed.data, remember });
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Sign in">
      <EmailField
        value={email}
        error={errors.email}
        onChange={(e) => {
          setEmail(e.target.value);
          clear('email');
        }}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(e) => {
          setPassword(e.target.value);
          clear('password');
        }}
      />
      <div className="form__row">
        <Checkbox
          label="Remember me"
          name="remember"
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
        />
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
