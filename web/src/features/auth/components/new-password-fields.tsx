import { PasswordField, type TextFieldProps } from '../../../components/ui/field';

/** One password input's wiring: its registration and error, as `useCheckedForm`'s `field` gives it. */
type PasswordBinding = Omit<TextFieldProps, 'label' | 'type'>;

/** A new password and its confirmation (register, reset), with the pool's rules as a hint. */
export const NewPasswordFields = ({
  labels,
  password,
  confirmPassword,
}: {
  labels: { password: string; confirmPassword: string };
  password: PasswordBinding;
  confirmPassword: PasswordBinding;
}) => (
  <>
    <PasswordField
      label={labels.password}
      autoComplete="new-password"
      hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
      {...password}
    />
    <PasswordField
      label={labels.confirmPassword}
      autoComplete="new-password"
      {...confirmPassword}
    />
  </>
);
