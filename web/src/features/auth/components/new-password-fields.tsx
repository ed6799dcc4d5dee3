import { PasswordField } from '../../../components/ui/field';

type PasswordKey = 'password' | 'confirmPassword';

/** A new password and its confirmation (register, reset), with the pool's rules as a hint. */
export const NewPasswordFields = ({
  labels,
  values,
  errors,
  onChange,
}: {
  labels: { password: string; confirmPassword: string };
  values: Record<PasswordKey, string>;
  errors: Partial<Record<PasswordKey, string>>;
  onChange: (field: PasswordKey, value: string) => void;
}) => (
  <>
    <PasswordField
      label={labels.password}
      name="password"
      autoComplete="new-password"
      value={values.password}
      error={errors.password}
      hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
      onChange={(e) => onChange('password', e.target.value)}
    />
    <PasswordField
      label={labels.confirmPassword}
      name="confirmPassword"
      autoComplete="new-password"
      value={values.confirmPassword}
      error={errors.confirmPassword}
      onChange={(e) => onChange('confirmPassword', e.target.value)}
    />
  </>
);
