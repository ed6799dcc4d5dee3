import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { firstFieldErrors } from '@shop-scanner/shared/api-errors';
import {
  registerFormSchema,
  type AccountType,
  type RegisterFormInput,
} from '@shop-scanner/shared/user';
import type { NewAccount } from '../../../lib/auth/session-context';
import { Button } from '../../../components/ui/button';
import { Checkbox, EmailField, SelectField, TextField } from '../../../components/ui/field';
import { useFormErrors } from '../../../lib/use-form-errors';
import { NewPasswordFields } from './new-password-fields';

type Field = keyof RegisterFormInput;

/**
 * The register form (part 1 §2 and §5). Name and business name are trimmed by the schema; an
 * empty business name, or any business name of a consumer account, is left out of the payload.
 */
export const RegisterForm = ({
  onSubmit,
  pending = false,
}: {
  onSubmit: (values: NewAccount) => void;
  pending?: boolean;
}) => {
  const [values, setValues] = useState({
    name: '',
    email: '',
    type: 'consumer' as AccountType,
    businessName: '',
    password: '',
    confirmPassword: '',
    acceptTerms: false,
  });
  const { errors, setErrors, clear } = useFormErrors<Field>();

  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
    // The confirmation is judged against the password, so editing either clears the mismatch.
    if (field === 'password') clear('confirmPassword');
    if (field === 'type') clear('businessName');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const business = values.type === 'business';
    const parsed = registerFormSchema.safeParse({
      ...values,
      businessName: business ? values.businessName : undefined,
    });
    if (!parsed.success) {
      setErrors(firstFieldErrors(parsed.error));
      return;
    }
    const { name, email, password, type, businessName } = parsed.data;
    onSubmit({ name, email, password, type, ...(businessName ? { businessName } : {}) });
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Create account">
      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        value={values.name}
        error={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <EmailField
        value={values.email}
        error={errors.email}
        onChange={(e) => set('email', e.target.value)}
      />
      <SelectField
        label="Account type"
        name="type"
        value={values.type}
        error={errors.type}
        onChange={(e) => set('type', e.target.value as AccountType)}
      >
        <option value="consumer">Consumer (I shop)</option>
        <option value="business">Business (I sell)</option>
      </SelectField>
      {values.type === 'business' && (
        <TextField
          label="Business name"
          name="businessName"
          autoComplete="organization"
          value={values.businessName}
          error={errors.businessName}
          onChange={(e) => set('businessName', e.target.value)}
        />
      )}
      <NewPasswordFields
        labels={{ password: 'Password', confirmPassword: 'Confirm password' }}
        values={values}
        errors={errors}
        onChange={set}
      />
      <Checkbox
        name="acceptTerms"
        checked={values.acceptTerms}
        error={errors.acceptTerms}
        onChange={(e) => set('acceptTerms', e.target.checked)}
        label={
          <>
            I accept the{' '}
            <Link to="/terms" target="_blank">
              Terms of Service
            </Link>{' '}
            and the{' '}
            <Link to="/privacy" target="_blank">
              Privacy Policy
            </Link>
          </>
        }
      />
      <Button type="submit" block size="lg" loading={pending}>
        Create account
      </Button>
    </form>
  );
};
